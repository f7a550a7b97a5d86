import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '../packages/ui/src/theme/global.css';
import { VIEWPORTS } from '../packages/ui/src/storybook/viewports';

// Each story renders inside a MemoryRouter at `parameters.route` (default "/"), so links
// and the active navigation link behave as on the deployed site.
const withRoute: Decorator = (Story, { parameters }) => {
  const route = typeof parameters.route === 'string' ? parameters.route : '/';
  return (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="*" element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
};

const preview: Preview = {
  // Callables are answered by MSW; each story keys its handlers in parameters.msw.handlers.
  loaders: [mswLoader()],
  decorators: [withRoute],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    // Any axe violation fails the story's test (and shows as an error in the a11y panel).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
};

export default preview;
