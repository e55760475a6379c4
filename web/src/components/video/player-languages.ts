/**
 * The player's own control labels (play, mute, captions, fullscreen…) in the portal languages.
 * media-chrome ships Spanish, German, French and Portuguese dictionaries that register
 * themselves when imported; Italian it lacks, so ours covers the labels our controls use (any
 * other key falls back to English). The controller's `lang` attribute picks one.
 */
import { addTranslation } from 'media-chrome/dist/utils/i18n.js';
import 'media-chrome/dist/lang/de.js';
import 'media-chrome/dist/lang/es.js';
import 'media-chrome/dist/lang/fr.js';
import 'media-chrome/dist/lang/pt.js';

addTranslation('it', {
  Captions: 'Sottotitoli',
  'Enable captions': 'Attiva sottotitoli',
  'Disable captions': 'Disattiva sottotitoli',
  'Enter fullscreen mode': 'Attiva schermo intero',
  'Exit fullscreen mode': 'Esci da schermo intero',
  Mute: 'Disattiva audio',
  Unmute: 'Riattiva audio',
  Play: 'Riproduci',
  Pause: 'Pausa',
  'Playback rate': 'Velocità di riproduzione',
  'Playback rate {playbackRate}': 'Velocità di riproduzione {playbackRate}',
  'Seek backward': 'Indietro',
  'Seek forward': 'Avanti',
  'video player': 'lettore video',
  volume: 'volume',
  seek: 'posizione',
  'closed captions': 'sottotitoli',
  'current playback rate': 'velocità di riproduzione attuale',
  'playback time': 'tempo di riproduzione',
  'media loading': 'caricamento del video',
  play: 'riproduci',
  pause: 'pausa',
  mute: 'disattiva audio',
  unmute: 'riattiva audio',
  Off: 'No',
  'enter fullscreen mode': 'attiva schermo intero',
  'exit fullscreen mode': 'esci da schermo intero',
  'seek back {seekOffset} seconds': 'indietro di {seekOffset} secondi',
  'seek forward {seekOffset} seconds': 'avanti di {seekOffset} secondi',
  hour: 'ora',
  hours: 'ore',
  minute: 'minuto',
  minutes: 'minuti',
  second: 'secondo',
  seconds: 'secondi',
  '{time} remaining': '{time} rimanenti',
  '{currentTime} of {totalTime}': '{currentTime} di {totalTime}',
  'video not loaded, unknown time.': 'video non caricato, durata sconosciuta.',
});
