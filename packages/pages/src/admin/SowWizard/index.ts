export { SowWizard, type SowWizardProps } from './SowWizard';
