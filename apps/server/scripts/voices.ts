// `npm run voices -- list | add <name or path> | remove <name>`: the local neural voices in VOICE_MODELS_DIR.
// Nothing is downloaded unless `add` is asked to; `list` loads each model and says whether this install can use it.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config';
import { LocalVoiceProvider } from '../src/providers/tts/local-voices';
import { addVoice, removeVoice, VoiceStoreError } from '../src/providers/tts/voice-store';

const USAGE = `Usage: npm run voices -- <command>
  list                         the models in VOICE_MODELS_DIR, their voices, and why any cannot be used
  add <name>                   download a voice from its publisher, checksum verified:
                                 a Piper voice (en_US-lessac-medium, de_DE-thorsten-medium, …) or kokoro
  add <path.onnx>              copy a model from this machine (a Piper .onnx with its .onnx.json beside it,
                                 or a Kokoro .onnx with its <name>.voices folder)
      --name <name> --gender <male|female>   how a Piper voice is listed (its config does not say)
      --from <url>             another address for the publisher (a mirror)
  remove <name>                delete a model and its files`;

async function list(dir: string, only?: string): Promise<void> {
  const engine = new LocalVoiceProvider({ dir });
  try {
    const { models, problems } = await engine.discover();
    console.log(`Voice models in ${dir}:`);
    for (const model of models.filter((m) => !only || m.name === only)) {
      const family = model.family === 'piper' ? 'Piper' : 'Kokoro';
      const voices = model.voices.map((v) => `${v.name} (${v.gender}, ${v.language})`).join(', ');
      console.log(`  ✓ ${model.name} — ${family}, ${(model.bytes / 1e6).toFixed(0)} MB: ${voices}`);
    }
    for (const problem of problems.filter((p) => !only || p.startsWith(`${only}:`))) console.log(`  ✗ ${problem}`);
    if (models.length === 0 && problems.length === 0) {
      console.log(
        '  none yet. Add one with `npm run voices -- add en_US-lessac-medium` or `npm run voices -- add kokoro`.',
      );
    }
  } finally {
    await engine.close();
  }
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' }, name: { type: 'string' }, gender: { type: 'string' } },
  });
  const [command, target] = positionals;
  const dir = loadConfig(process.env).voices.modelsDir;
  if (command === 'list') return list(dir);
  if (command === 'add' && target) {
    if (values.gender && values.gender !== 'male' && values.gender !== 'female') {
      throw new VoiceStoreError('--gender is male or female.');
    }
    const gender = values.gender as 'male' | 'female' | undefined;
    const files = await addVoice(target, dir, { base: values.from, name: values.name, gender });
    console.log(`Added ${files.length} file(s) to ${dir}.`);
    const name = files
      .at(-1)
      ?.split('/')
      .pop()
      ?.replace(/\.onnx(\.json)?$/, '');
    await list(dir, name);
    console.log('Restart Podloom to offer the new voices.');
    return;
  }
  if (command === 'remove' && target) {
    const files = await removeVoice(target, dir);
    console.log(`Removed ${files.join(', ')}. Restart Podloom to stop offering its voices.`);
    return;
  }
  console.log(USAGE);
  process.exitCode = command ? 1 : 0;
}

main().catch((error: unknown) => {
  if (error instanceof VoiceStoreError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`The voices command failed: ${(error as Error).message}`);
  }
  process.exitCode = 1;
});
