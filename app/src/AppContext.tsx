import { createContext, type ReactNode, useContext, useRef } from 'react';
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

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const memory = useRef<NavigationMemory>({ current: null });
  return (
    <ServicesContext.Provider value={services}>
      <NavigationContext.Provider value={memory.current}>{children}</NavigationContext.Provider>
    </ServicesContext.Provider>
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
