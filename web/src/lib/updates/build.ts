import { locales } from '@/i18n/locales';
import { localizedPath } from '@/routes/match';
import { placeholders, routes } from '@/routes/table';

export function currentBuild() {
  return {
    id: process.env.NEXT_PUBLIC_BUILD_ID ?? 'development',
    timestamp: Number(process.env.NEXT_PUBLIC_BUILD_TIME ?? 0),
  };
}

/** The build's route facts for clients: prerendered pages (CMS entries are prerendered too) and redirects. */
export function buildMeta() {
  const staticRoutes = routes.filter((route) => !route.path.includes(':'));
  return {
    ...currentBuild(),
    prerendered: staticRoutes.flatMap((route) =>
      locales.map((locale) => localizedPath(route.path, {}, locale)),
    ),
    redirects: [
      ...placeholders.toHome.map((from) => ({ from, to: '/', status: 301 })),
      { from: '/demos/{slug}', to: '/{slug}', status: 301 },
    ],
  };
}
