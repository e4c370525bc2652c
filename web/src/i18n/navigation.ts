export { getPathname, redirect, usePathname, useRouter } from './navigation-base';
export { Link } from './link.client';
