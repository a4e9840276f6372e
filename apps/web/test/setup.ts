import { configure } from '@testing-library/react';

// Parts load their code on first use (dialogs, sheets, charts): on a busy machine (CI beside other
// work) an import can take more than testing-library's default second to arrive. Waits still end
// as soon as what they look for is there.
configure({ asyncUtilTimeout: 5000 });
