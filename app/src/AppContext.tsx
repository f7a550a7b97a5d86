import { LanguageProvider } from '@rv/ui';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import { useStore } from 'zustand';
import type { AppConfig } from './firebase/config';
import { pageI18n } from './language';
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

/** The app's contexts, in the page's language (docs/architecture/i18n.md). */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const memory = useRef<NavigationMemory>({ current: null });
  return (
    <LanguageProvider i18n={pageI18n}>
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
