import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Public pages render on the server so the first paint holds real content and crawlers see it.
  ssr: true,
} satisfies Config;
