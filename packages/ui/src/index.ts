// @rv/ui: Radix + vanilla-extract primitives and every screen of Registered Voice.
export * from './components/Button';
export * from './components/Icon';
export * from './components/InfoButton';
export * from './components/Overlay';
export * from './components/PageLayout';
export * from './components/RichText';
export * from './components/SlideInPanel';
export * from './components/Spinner';
export * from './components/TextLink';
export * from './components/VisuallyHidden';
export { cx } from './cx';
export * from './screens/Landing';
export * from './screens/LoadingScreen';
export * from './screens/PetitionList';
export * from './screens/Results';
export * from './screens/Shell';
export * from './storybook/viewports';
export * from './theme';
