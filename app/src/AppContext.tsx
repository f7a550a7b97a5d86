import type { I18n } from '@lingui/core';
import { englishI18n, LanguageProvider } from '@rv/ui';
import { createContext, type ReactNode, useContext, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { AppConfig } from './firebase/config';
import type { SessionController } from './state/controller';
import type { SessionState } from './state/session';
import type { SessionStore } from './state/store';

export interface AppServices {
  readonly config: AppConfig;
  readonly store: SessionStore;
  readonly session: SessionController;
}

const ServicesContext = createContext<AppServices | null>(null);

/** The last path the router showed before the current one (help-page guards need it). */
export interface NavigationMemory {
  current: string | null;
}
const NavigationContext = createContext<NavigationMemory>({ current: null });

/** The app's contexts; `i18n` is the page's language, English unless given (docs/architecture/i18n.md). */
export function AppProviders({
  services,
  i18n,
  children,
}: {
  services: AppServices;
  i18n?: I18n;
  children: ReactNode;
}) {
  const memory = useRef<NavigationMemory>({ current: null });
  const [english] = useState(englishI18n);
  return (
    <LanguageProvider i18n={i18n ?? english}>
      <ServicesContext.Provider value={services}>
        <NavigationContext.Provider value={memory.current}>{children}</NavigationContext.Provider>
      </ServicesContext.Provider>
    </LanguageProvider>
  );
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <AppProviders>.');
  return services;
}

export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(useServices().store, select);
}

export function useNavigationMemory(): NavigationMemory {
  return useContext(NavigationContext);
}
