import { PageFrame } from '@/components/page-frame';

export default function BaseLayout({ children }: LayoutProps<'/[locale]'>) {
  return <PageFrame layout="base">{children}</PageFrame>;
}
