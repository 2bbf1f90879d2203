export { NfseSettings, NfseSettingsPage } from './components/nfse-settings-page';
