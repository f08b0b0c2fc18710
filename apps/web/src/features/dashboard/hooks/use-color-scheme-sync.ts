import { useEffect } from 'react';
import { useMantineColorScheme } from '@mantine/core';

/** Follows the account's Dark Mode preference once it is known (it may have been changed on another device). */
export const useColorSchemeSync = (darkMode: boolean | undefined) => {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (darkMode === undefined) return;
    const wanted = darkMode ? 'dark' : 'light';
    if (colorScheme !== wanted) setColorScheme(wanted);
  }, [darkMode, colorScheme, setColorScheme]);
};
