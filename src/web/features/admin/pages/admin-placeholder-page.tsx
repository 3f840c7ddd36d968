import { PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';

export interface AdminPlaceholderPageProps {
  title: string;
  description: string;
}

/** A back-office screen whose contents a later issue builds: its heading and purpose. */
export function AdminPlaceholderPage({ title, description }: AdminPlaceholderPageProps) {
  useDocumentTitle(`${title} · Admin`);
  return <PageHeader eyebrow="Admin" title={title} description={description} />;
}
