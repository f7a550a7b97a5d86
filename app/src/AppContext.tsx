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

/**
 * The path the router last showed and the one before it (help-page guards need where the voter
 * came from). A page that mounts after the router has already recorded its own path (a lazy page
 * whose code arrived later) reads `previous`; see `cameFrom`.
 */
export interface NavigationMemory {
  current: string | null;
  previous: string | null;
}
const NavigationContext = createContext<NavigationMemory>({ current: null, previous: null });

/** The path the voter came to `pathname` from, whether or not the router has recorded it yet. */
export function cameFrom(memory: NavigationMemory, pathname: string): string | null {
  return memory.current === pathname ? memory.previous : memory.current;
}

/** The app's contexts, in the page's language (docs/architecture/i18n.md). */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const memory = useRef<NavigationMemory>({ current: null, previous: null });
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
