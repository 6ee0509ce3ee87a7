import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@joinery/flows/api';
import { App } from './App';
configureApi({ storefrontBaseUrl: '', staffBaseUrl: '' });
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
