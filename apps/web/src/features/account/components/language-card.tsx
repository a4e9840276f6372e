import { useLingui } from '@lingui/react/macro';
import type { TCurrentUser } from '@nivaas/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { RadioGroup } from '../../../components/ui/radio-group';
import { meQueryKey } from '../../../lib/auth/auth-api';
import { saveLanguage } from '../../../lib/auth/save-language';
import { errorMessage } from '../../../lib/http-client';
import { HTML_LANG, LANGUAGE_NAME, LOCALES, langCookie, type TLocale } from '../../../lib/i18n/locale';
import { notify } from '../../../lib/notify';
import { useSayAccount } from '../lib/account-words';
import { PROFILE_UPDATED } from './edit-profile-dialog';
import styles from '../../../components/action-card/action-card.module.css';

const OPTIONS = LOCALES.map((locale) => ({
  value: locale,
  // Each language in its own name and script, as the header's switch says it.
  label: <span lang={HTML_LANG[locale]}>{LANGUAGE_NAME[locale]}</span>,
}));

/**
 * The site's language on the profile (issue 19): saved to the account, so every sign-in opens the
 * site in it, and remembered in this browser as the header's switch remembers it.
 */
export function LanguageCard({ user }: { user: TCurrentUser }) {
  const { t, i18n } = useLingui();
  const say = useSayAccount();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (locale: TLocale) => saveLanguage(locale),
    onSuccess: (saved) => {
      queryClient.setQueryData(meQueryKey, saved);
      if (saved.preferredLanguage) {
        // biome-ignore lint/suspicious/noDocumentCookie: the language switch's cookie (lib/i18n/locale.ts)
        document.cookie = langCookie(saved.preferredLanguage);
      }
      notify(i18n._(PROFILE_UPDATED), 'success');
    },
  });
  return (
    <Card look="outlined" padding="md" className={styles.card}>
      <h2 className={styles.title}>{t`Language`}</h2>
      <RadioGroup<TLocale>
        label={t`The site's language`}
        name="preferredLanguage"
        options={OPTIONS}
        value={save.isPending ? save.variables : (user.preferredLanguage ?? '')}
        onChange={(locale) => save.mutate(locale)}
        isDisabled={save.isPending}
        orientation="horizontal"
        help={t`Pages that are translated open in this language when you sign in.`}
        error={save.isError ? say(errorMessage(save.error)) : undefined}
      />
    </Card>
  );
}
