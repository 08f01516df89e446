export { loadSecretKey, keyFromString, SECRET_KEY_FILE } from './secret-key';
export { encryptSecret, decryptSecret, SecretError } from './cipher';
export { secretView, isPlaceholder, last4Of, SECRET_PLACEHOLDER, type SecretView } from './secret-view';
