import { notify } from '../../../components/toasts.tsx';
import { useUpdatePreferences, type Preferences } from '../api/viewer.ts';
import { t } from '../../../lib/i18n.ts';
import { serverErrorText } from '../../../lib/server-error-text.ts';

/**
 * Turns a preference on or off and saves it. The cached viewer changes at once (optimistic), so Dark Mode
 * switches the theme immediately through useColorSchemeSync, and switches back if the save fails; a failed
 * save is reported, never silent.
 */
export const usePreferenceToggle = () => {
  const update = useUpdatePreferences();
  const toggle = (name: keyof Preferences, enabled: boolean) =>
    update.mutate(
      { [name]: enabled },
      {
        onError: (error) => notify({ color: 'red', title: t('Your preference was not saved'), message: serverErrorText(error) }),
      },
    );
  return { toggle, saving: update.isPending };
};
