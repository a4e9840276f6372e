import { defineProject } from 'vitest/config';
import { linguiPlugins } from './vite-lingui';

export default defineProject({
  plugins: linguiPlugins(),
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
});
