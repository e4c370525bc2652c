import { PageFrame } from '@/components/page-frame';

export default function DefaultLayout({ children }: LayoutProps<'/[locale]'>) {
  return <PageFrame layout="default">{children}</PageFrame>;
}
