/**
 * `npm start`: builds the default brand (or BRAND) and serves it with the sandbox on a persistent
 * database, printing the address. PORT, BRAND, SANDBOX_DB and DATABASE_URL pass through.
 *
 * A brand whose brand.json says `thirdPartyAuth.useEmulator: true` also gets a Firebase Auth
 * emulator (the Firebase CLI's auth server, installed on demand, on a free port of 127.0.0.1, for
 * the brand's Firebase project id), started alongside the build; the sandbox forwards the SDK's calls to it
 * (FIREBASE_AUTH_EMULATOR_HOST) and it is stopped when the sandbox exits. Set
 * FIREBASE_AUTH_EMULATOR_HOST yourself to use an emulator you run instead.
 *
 * The sandbox runs in its own process group: Ctrl-C (SIGINT) or SIGTERM reaches this script,
 * which passes it on once, waits for the sandbox to close, then stops the emulator.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildBrand } from './lib/build-brands';
import { DEFAULT_BRAND } from './lib/defaults';
import { emulatorProjectOf, startFirebaseAuthEmulator, type FirebaseAuthEmulator } from './lib/firebase-emulator';
import { repoRoot } from './lib/paths';
import { exitOnBrandProblems } from './lib/validate';

/** Starts the emulator unless FIREBASE_AUTH_EMULATOR_HOST already names one; prints one line either way. */
async function startEmulator(projectId: string): Promise<{ host: string; emulator?: FirebaseAuthEmulator }> {
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (given) {
    console.log(`Using the Firebase Auth emulator at ${given} (FIREBASE_AUTH_EMULATOR_HOST) for project ${projectId}.`);
    return { host: given };
  }
  const emulator = await startFirebaseAuthEmulator({ projectId });
  console.log(
    `Firebase Auth emulator for project ${projectId} runs at http://${emulator.host}/ (the sandbox forwards the SDK's calls to it).`,
  );
  return { host: emulator.host, emulator };
}

/** Runs the sandbox until it exits; SIGINT/SIGTERM here are passed on to it. Resolves with its exit code. */
function serve(env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('sandbox', 'main.ts')], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
    // Its own group, so a terminal's Ctrl-C reaches it once (from us), not twice: the sandbox
    // takes a second signal as "exit now".
    detached: true,
  });
  const forward = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const onSigint = () => forward('SIGINT');
  const onSigterm = () => forward('SIGTERM');
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  // Should this script die some other way, the sandbox goes with it.
  const onExit = () => forward('SIGTERM');
  process.on('exit', onExit);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigterm);
      process.off('exit', onExit);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main(): Promise<void> {
  const brand = process.env.BRAND || DEFAULT_BRAND;
  exitOnBrandProblems([brand]);

  // The emulator (about 1.5 s) starts while the brand builds.
  const projectId = emulatorProjectOf(brand);
  let stopping = false;
  let emulator: FirebaseAuthEmulator | undefined;
  const stopEmulator = async () => {
    await emulator?.stop();
  };
  // A signal before the sandbox runs (during the build): stop what runs and leave.
  const onEarlySignal = () => {
    if (stopping) return;
    stopping = true;
    void stopEmulator().finally(() => process.exit(130));
  };
  process.on('SIGINT', onEarlySignal);
  process.on('SIGTERM', onEarlySignal);

  const emulatorReady = projectId ? startEmulator(projectId) : Promise.resolve(undefined);
  emulatorReady.then(
    (started) => (emulator = started?.emulator),
    () => undefined,
  );

  console.log(`Building ${brand}…`);
  const built = await buildBrand(brand);
  let emulatorHost: string | undefined;
  try {
    emulatorHost = (await emulatorReady)?.host;
  } catch (error) {
    console.error(`The Firebase Auth emulator did not start: ${(error as Error).message}`);
    process.exit(1);
  }
  if (!built.ok) {
    await stopEmulator();
    process.exit(1);
  }
  if (stopping) return;
  process.off('SIGINT', onEarlySignal);
  process.off('SIGTERM', onEarlySignal);

  console.log(`Built ${brand} in ${(built.ms / 1000).toFixed(1)} s; starting the sandbox…`);
  const env: NodeJS.ProcessEnv = { ...process.env, BRAND: brand };
  if (emulatorHost) env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  let code = 1;
  try {
    code = await serve(env);
  } finally {
    await stopEmulator();
  }
  process.exit(code);
}

void main();
