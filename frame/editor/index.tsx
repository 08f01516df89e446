// Entry of the builder chunk (manifest entry `editor`): home, sign-in and the editor. Viewers never load it.
import { render } from 'preact';
import { defaultApiConfig } from './api/api-config';
import { BuilderApp } from './app';
import { applyTheme, readTheme } from './theme';
import './editor.css';

applyTheme(readTheme());
const root = document.getElementById('app');
if (root) {
  root.textContent = '';
  render(<BuilderApp api={defaultApiConfig()} />, root);
}
