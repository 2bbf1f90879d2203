export { NfseSettings, NfseSettingsPage } from './components/nfse-settings-page';
export { useFiscalProfile } from './nfse-profile-api';
