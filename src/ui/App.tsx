export function App() {
  return (
    <main>
      <h1>ECG Workbench</h1>
    </main>
  );
}
