import { PageFrame } from '@/components/page-frame';

export default function MenuLayout({ children }: LayoutProps<'/[locale]'>) {
  return <PageFrame layout="menu">{children}</PageFrame>;
}
