import { defineProject } from 'vitest/config';
import { linguiPlugins } from './vite-lingui.ts';

export default defineProject({
  plugins: linguiPlugins(),
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
  },
});
