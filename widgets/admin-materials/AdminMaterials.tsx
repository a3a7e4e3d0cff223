import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { AdminSection } from '../../src/ui/AdminSection';
import { MaterialFiles } from './MaterialFiles';
import { TermsPanel } from './TermsPanel';
import { UploadForm } from './UploadForm';

export type AdminMaterialsProps = WidgetProps & {
  /** Files per page (the server caps it at 100). */
  pageSize?: number;
  /** The file table's search, language and page as an address's query (`?q=manual&language=es&page=2`), set by a page that keeps them in its address. */
  query?: string;
};

/**
 * The materials section of the admin console (issue 13): the terms of use in force and their next
 * version, a new file with its upload progress, and the file table to correct or delete files.
 * Every change is the server's: the widget shows what it answered and announces it.
 */
export function AdminMaterials({ pageSize = 20, query, emit }: AdminMaterialsProps) {
  const { t } = useTranslation('adminContent');
  const [notice, setNotice] = useState<string | null>(null);
  // Bumped after an upload so the table shows the new file.
  const [filesVersion, setFilesVersion] = useState(0);
  return (
    <AdminSection heading={t('materials.heading')} notice={notice}>
      <TermsPanel onNotice={setNotice} />
      <UploadForm
        onUploaded={(text) => {
          setNotice(text);
          setFilesVersion((version) => version + 1);
        }}
      />
      <MaterialFiles pageSize={pageSize > 0 ? pageSize : 20} version={filesVersion} onNotice={setNotice} address={query} emit={emit} />
    </AdminSection>
  );
}
