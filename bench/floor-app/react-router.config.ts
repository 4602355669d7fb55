import type { Config } from '@react-router/dev/config';

// The framework's floor: the same stack as apps/web (server-rendered, hydrated), with nothing of ours.
export default { appDirectory: 'app', ssr: true, buildDirectory: '../.work/floor-app' } satisfies Config;
