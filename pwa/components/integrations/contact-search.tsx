import { useId, useState, type KeyboardEvent } from 'react';
import {
  CONTACT_SEARCH_MAX_RESULTS,
  CRM_PROVIDER_LABELS,
  type CrmContact,
  type CrmProvider,
} from '../../../shared/api/integrations.ts';
import { ApiError } from '../../api/client.ts';
import { useDebouncedValue } from '../library/use-library.ts';
import {
  CONTACT_SEARCH_DEBOUNCE_MS,
  CONTACT_SEARCH_MIN_LENGTH,
  contactQuery,
} from './crm-contacts.ts';
import { SearchField } from '../ui/search-field.tsx';
import { useContactSearch } from './use-integrations.ts';

const INPUT =
  'block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none ' +
  'disabled:bg-slate-50 disabled:text-slate-500';

/**
 * The combobox half of the picker: the CRM to search (when several are connected), the search
 * box, the matches as a listbox with arrow keys, Enter and Escape, and a status line.
 */
export function ContactSearch({
  providers,
  disabled,
  onPick,
  onCancel,
}: {
  providers: readonly CrmProvider[];
  disabled: boolean;
  onPick: (contact: CrmContact) => void;
  onCancel: (() => void) | undefined;
}) {
  const id = useId();
  const [provider, setProvider] = useState<CrmProvider>(providers[0] ?? 'wealthbox');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = contactQuery(useDebouncedValue(text, CONTACT_SEARCH_DEBOUNCE_MS));
  const search = useContactSearch(provider, q);
  const contacts = q && search.data ? search.data.contacts : [];
  const listId = `${id}-list`;
  const expanded = open && contacts.length > 0;
  const label = CRM_PROVIDER_LABELS[provider];

  function pick(contact: CrmContact | undefined) {
    if (!contact) return;
    setText('');
    setOpen(false);
    onPick(contact);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (contacts.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + contacts.length) % contacts.length);
    } else if (event.key === 'Enter' && expanded) {
      // Inside the preview's form: Enter picks the contact instead of saving the video.
      event.preventDefault();
      pick(contacts[active]);
    } else if (event.key === 'Escape' && (expanded || onCancel)) {
      event.preventDefault();
      if (expanded) setOpen(false);
      else onCancel?.();
    }
  }

  const status = !q
    ? text.trim()
      ? `Type at least ${CONTACT_SEARCH_MIN_LENGTH} letters of the name.`
      : `Search your ${label} contacts by name.`
    : search.isError
      ? searchError(search.error, label)
      : search.isFetching && contacts.length === 0
        ? `Searching ${label}…`
        : contacts.length === 0
          ? `No ${label} contact matches “${q}”.`
          : search.data?.truncated
            ? `The first ${CONTACT_SEARCH_MAX_RESULTS} matches: type more of the name to narrow them.`
            : `${contacts.length} contact${contacts.length === 1 ? '' : 's'} found.`;

  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-700">
          CRM contact
        </label>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="text-sm font-medium text-brand-700 hover:text-brand-800"
          >
            Keep current
          </button>
        ) : null}
      </div>
      {providers.length > 1 ? (
        <div className="mb-2">
          <label htmlFor={`${id}-crm`} className="sr-only">
            CRM to search
          </label>
          <select
            id={`${id}-crm`}
            value={provider}
            disabled={disabled}
            onChange={(event) => setProvider(event.target.value as CrmProvider)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
          >
            {providers.map((p) => (
              <option key={p} value={p}>
                {CRM_PROVIDER_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <SearchField
        id={`${id}-input`}
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={`Search ${label} contacts`}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-status`}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        // An option keeps the focus here on press (see onMouseDown), so this is a real leave.
        onBlur={() => setOpen(false)}
        className={INPUT}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} contacts`}
        hidden={!expanded}
        // In the flow, not floating: the cards around it clip what overflows them.
        className="mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-md"
      >
        {contacts.map((contact, index) => (
          <li
            key={contact.contactId}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(contact)}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50' : ''}`}
          >
            <span className="block truncate text-sm font-medium text-slate-900">
              {contact.displayName}
            </span>
            <span className="block truncate text-xs text-slate-500">
              {contact.email ?? 'No email on file'}
            </span>
          </li>
        ))}
      </ul>
      <p
        id={`${id}-status`}
        role="status"
        className={`mt-1.5 text-sm ${search.isError && q ? 'text-red-600' : 'text-slate-500'}`}
      >
        {status}
      </p>
    </div>
  );
}

/** Why a search failed, in the server's words when it gave them (the CRM's refusal, say). */
function searchError(error: unknown, label: string): string {
  const message = error instanceof ApiError ? error.body?.message : undefined;
  return message ?? `Could not search ${label}. Please try again.`;
}
