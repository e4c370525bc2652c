import { notFound } from 'next/navigation';

// Any path no other route matches: the translated not-found page with a 404 status.
export default function CatchAll() {
  notFound();
}
