import { AlertCircle } from 'lucide-react';
import { AppPage } from '../components/app-page.tsx';
import { IntegrationsPanel } from '../components/integrations/integrations-panel.tsx';
import { BrandingForm } from '../components/settings/branding-form.tsx';
import { ComplianceForm } from '../components/settings/compliance-form.tsx';
import { ContactForm } from '../components/settings/contact-form.tsx';
import { EmailChangeForm } from '../components/settings/email-change-form.tsx';
import { NotificationsForm } from '../components/settings/notifications-form.tsx';
import { Tabs } from '../components/settings/tabs.tsx';
import { UnsavedEditsGuard } from '../components/settings/unsaved-edits.tsx';
import { useSettings } from '../components/settings/use-settings.ts';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';

function SettingsLoading() {
  return (
    <Card className="flex items-center justify-center gap-3 p-12 text-slate-500">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-[3px] border-slate-200 border-t-brand-600"
      />
      <span role="status">Loading settings...</span>
    </Card>
  );
}

function SettingsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center" role="alert">
      <AlertCircle className="text-red-500" aria-hidden="true" />
      <p className="font-medium text-slate-900">Your settings could not be loaded.</p>
      <p className="text-sm text-slate-500">Check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try Again'}
      </Button>
    </Card>
  );
}

/**
 * /settings: Contact Info, Compliance and Branding, each saved on its own. The forms
 * start from the settings as loaded and keep their edits while the advisor moves between tabs.
 * Contact Info also holds the sign-in email (changed with the password and an emailed code)
 * and the email-notifications switch, which saves as it is flipped. A fourth
 * tab, Integrations, holds CRM connections and webhooks.
 */
export function SettingsPage() {
  const query = useSettings();
  const data = query.data;
  return (
    <AppPage title="Settings">
      {data ? (
        <UnsavedEditsGuard>
          <Tabs
            label="Settings"
            tabs={[
              {
                id: 'contact',
                label: 'Contact Info',
                panel: (
                  <div className="space-y-6">
                    <ContactForm initial={data} updatedAt={data.settings.updatedAt} />
                    <EmailChangeForm email={data.advisor.email} pendingEmail={data.pendingEmail} />
                    <NotificationsForm
                      initial={data.settings.notifyOnActivity}
                      email={data.advisor.email}
                    />
                  </div>
                ),
              },
              {
                id: 'compliance',
                label: 'Compliance',
                panel: <ComplianceForm initialText={data.settings.disclosureText} />,
              },
              {
                id: 'branding',
                label: 'Branding',
                panel: (
                  <BrandingForm
                    initial={data.settings}
                    companyName={data.advisor.companyName}
                    advisorName={data.advisor.advisorName}
                  />
                ),
              },
              { id: 'integrations', label: 'Integrations', panel: <IntegrationsPanel /> },
            ]}
          />
        </UnsavedEditsGuard>
      ) : query.isError ? (
        <SettingsLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <SettingsLoading />
      )}
    </AppPage>
  );
}
