import { useEffect, useState } from 'react';
import { initWorkbench, openFiles } from '../state/actions';
import { useImage } from '../state/image-store';
import { useReview } from '../state/review-store';
import { useWorkbench } from '../state/store';
import { AnalysisPanel } from './AnalysisPanel';
import { AnswersPanel } from './AnswersPanel';
import { AskPanel } from './ask/AskPanel';
import { CsvOptionsDialog } from './CsvOptionsDialog';
import { EcgImageView } from './EcgImageView';
import { FileOpeners } from './FileOpeners';
import { LabelWorkspace } from './labels/LabelWorkspace';
import { ModelsPanel } from './models/ModelsPanel';
import { RecordHeader } from './RecordHeader';
import { ComparisonPanel } from './review/ComparisonPanel';
import { DatasetPanel } from './review/DatasetPanel';
import { SaveIndicator } from './SaveIndicator';
import { ShareMenu } from './print/ShareMenu';
import { Sidebar } from './Sidebar';
import { Toolbar } from './Toolbar';
import { TraceView } from './TraceView';
import { Welcome } from './Welcome';

export function App() {
  const hasRecord = useWorkbench((s) => s.record !== null);
  const hasDataset = useReview((s) => s.dataset !== null);
  const hasImage = useImage((s) => s.image !== null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    void initWorkbench();
  }, []);

  return (
    <div
      className={`app${dragging ? ' dragging' : ''}`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const files = [...e.dataTransfer.files];
        if (files.length) void openFiles(files);
      }}
    >
      <header className="topbar">
        <h1>ECG Workbench</h1>
        <FileOpeners />
        <ShareMenu />
        <span className="spacer" />
        <LabelWorkspace />
        <SaveIndicator />
      </header>
      <Toolbar />
      <div className="body">
        <Sidebar />
        <main className="viewer" aria-label="Viewer">
          <RecordHeader />
          {hasRecord ? <TraceView /> : hasImage ? <EcgImageView /> : <Welcome />}
          {!hasImage && <AnswersPanel />}
        </main>
        {(hasRecord || hasDataset) && (
          <aside className="side-panels" aria-label="Analysis and data set">
            <DatasetPanel />
            {hasRecord && <AskPanel />}
            {hasRecord && <ComparisonPanel />}
            <AnalysisPanel />
            {hasRecord && <ModelsPanel />}
          </aside>
        )}
      </div>
      <CsvOptionsDialog />
      {dragging && (
        <div className="drop-hint" aria-hidden="true">
          Drop ECG files (a .hea with its .dat and annotation files, CSV / JSON / EDF, HL7 aECG / MUSE / Philips XML, DICOM, SCP-ECG) or an ECG image (PNG / JPEG)
        </div>
      )}
    </div>
  );
}
