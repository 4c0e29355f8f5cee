/** The Firebase Auth emulator starter, for tests (the same one `npm start` uses). */
export {
  readEmulatorSmsCodes,
  startFirebaseAuthEmulator,
  type EmulatorSmsCode,
  type FirebaseAuthEmulator,
  type StartFirebaseAuthEmulatorOptions,
} from '../../scripts/lib/firebase-emulator';
