import { Link } from '@tanstack/react-router';
import { Clock, FileText, MonitorPlay } from 'lucide-react';
import { useState } from 'react';
import {
  SCRIPT_CATEGORIES,
  SCRIPT_TEMPLATES,
  type ScriptCategory,
  type ScriptDifficulty,
  type ScriptTemplate,
} from '../../shared/constants/script-templates.ts';
import { AppPage } from '../components/app-page.tsx';
import { ScriptPreviewDialog } from '../components/scripts/script-preview-dialog.tsx';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { visibleTags } from '../components/scripts/script-tags.ts';

const ALL = 'All Categories';
type CategoryFilter = ScriptCategory | typeof ALL;
const FILTERS: readonly CategoryFilter[] = [ALL, ...SCRIPT_CATEGORIES];

const DIFFICULTY_BADGE: Record<ScriptDifficulty, string> = {
  Beginner: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Intermediate: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  Advanced: 'bg-rose-50 text-rose-700 ring-rose-600/20',
};

function ScriptCard({
  template,
  onPreview,
}: {
  template: ScriptTemplate;
  onPreview: (template: ScriptTemplate) => void;
}) {
  const { shown, hidden } = visibleTags(template.tags);
  return (
    <Card className="flex flex-col p-5">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
        {template.category}
      </p>
      <h2 className="mt-1 text-lg font-semibold text-slate-900">{template.title}</h2>
      <p className="mt-2 text-sm text-slate-600">{template.description}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-500">
        <span className="inline-flex items-center gap-1.5">
          <Clock size={14} aria-hidden="true" /> {template.estimatedTime}
        </span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${DIFFICULTY_BADGE[template.difficulty]}`}
        >
          {template.difficulty}
        </span>
      </div>
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
        {shown.map((tag) => (
          <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {tag}
          </li>
        ))}
        {hidden > 0 && (
          <li
            className="rounded-md border border-slate-200 px-2 py-0.5 text-xs text-slate-500"
            title={template.tags.slice(shown.length).join(', ')}
          >
            +{hidden} more
          </li>
        )}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Button
          variant="outline"
          size="sm"
          className="flex-auto whitespace-nowrap"
          aria-haspopup="dialog"
          onClick={() => onPreview(template)}
        >
          <FileText size={16} aria-hidden="true" /> Preview Script
        </Button>
        {/* Past the spec's stub: the recorder opens with this script in its teleprompter. */}
        <Link
          to="/record"
          search={{ script: template.id }}
          className={`${buttonClass('primary', 'sm')} flex-auto whitespace-nowrap`}
        >
          <MonitorPlay size={16} aria-hidden="true" /> Use This Script
        </Link>
      </div>
    </Card>
  );
}

/** /scripted-content: the built-in script templates, filtered by category. */
export function ScriptedContentPage() {
  const [category, setCategory] = useState<CategoryFilter>(ALL);
  const [preview, setPreview] = useState<ScriptTemplate | null>(null);
  const templates =
    category === ALL
      ? SCRIPT_TEMPLATES
      : SCRIPT_TEMPLATES.filter((template) => template.category === category);

  return (
    <AppPage title="Scripted Content">
      <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={category === option}
            onClick={() => setCategory(option)}
            className={`rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              category === option
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {option}
          </button>
        ))}
      </div>
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        Showing {templates.length} of {SCRIPT_TEMPLATES.length} script templates
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {templates.map((template) => (
          <ScriptCard key={template.id} template={template} onPreview={setPreview} />
        ))}
      </div>
      {preview && <ScriptPreviewDialog template={preview} onClose={() => setPreview(null)} />}
    </AppPage>
  );
}
