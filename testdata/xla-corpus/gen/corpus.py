"""corpus.py: XLA's memory_analysis() of the real modules in
../shared/corpus/xla, compiled once each as they are (reference only).

    python3 corpus.py [--backend cpu|cuda] [--dump DIR] [--dump-skip A,B]
                      [--timeout S] --out TSV CORPUS_DIR

For each module of MODULES (small ones first, so a run cut short keeps
the most rows) one child process (`corpus.py --one`) parses the HLO text
and compiles it with the backend's XLA defaults through jaxlib
(xlarun.py's compile_text: hlo_module_from_text -> XlaComputation ->
MLIR -> compile_and_load; nothing is run). The child has --timeout
seconds (default 120); a module XLA refuses, or one that times out, is
a row with its error. Rows are written as each module finishes:

  module argument output alias temp generated_code total error

total is argument + output + temp - alias, the bytes the executable
needs besides its code (XLA's memory_analysis() has no total of its
own). With --dump DIR each module's XLA dump (--xla_dump_to
--xla_dump_hlo_as_text) goes to DIR/MODULE/, one folder each, except
for the modules --dump-skip names (a dump writes every kernel's LLVM IR,
which costs gemma2's compile minutes).

xlarun.py is looked up beside this file, then in
../../xla-remat/gen (its place in the repository).
"""
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
for d in (HERE, os.path.join(HERE, '..', '..', 'xla-remat', 'gen')):
    if os.path.exists(os.path.join(d, 'xlarun.py')):
        sys.path.insert(0, d)
        break

# The real single-module programs of the corpus, smallest first. Left
# out: kernel_reuse.hlo and sorting.hlo (several modules per file), the
# Llama modules (Transformer Engine custom calls, 8 devices), the tiny
# parser fixtures (layouts_and_names, gpu_hlo_buffers) and the
# benchmarks that are not models.
MODULES = [
    'while_with_known_trip_count',
    'layer_norm_1x4096x768_bf16',
    'mha_block_1x12x128x64_bf16',
    'in_place_dynamic_update_slice_fusion',
    'dynamic_slice_loop_1x2048x768_bf16',
    'dlrm_keras_jax_f32_test_step',
    'diffrax.b380012920',
    'resnet50_keras_jax_f32',
    'mobilenet_v2',
    'gemma2_2b_keras_jax',
]
FIELDS = ('argument', 'output', 'alias', 'temp', 'generated_code')


def one(backend, path):
    import xlarun
    xlarun.BACKEND = backend
    t = time.time()
    try:
        _, exe, _ = xlarun.compile_text(open(path).read())
        ma = exe.get_compiled_memory_stats()
        out = {k: int(getattr(ma, k + '_size_in_bytes')) for k in FIELDS}
        out['total'] = out['argument'] + out['output'] + out['temp'] - out['alias']
    except Exception as e:  # XLA's refusal is a result
        out = {'error': ' '.join(str(e).split())[:300]}
    out['seconds'] = round(time.time() - t, 1)
    print(json.dumps(out), flush=True)


def main(argv):
    backend, dump, timeout, out, skip = 'cpu', None, 120, None, set()
    while argv and argv[0].startswith('--'):
        a = argv.pop(0)
        if a == '--backend':
            backend = argv.pop(0)
        elif a == '--dump':
            dump = argv.pop(0)
        elif a == '--dump-skip':
            skip = set(argv.pop(0).split(','))
        elif a == '--timeout':
            timeout = int(argv.pop(0))
        elif a == '--out':
            out = argv.pop(0)
        elif a == '--one':
            return one(backend, argv[0])
        else:
            sys.exit('corpus.py: unknown flag ' + a)
    if len(argv) != 1 or not out:
        sys.exit(__doc__)
    corpus = argv[0]
    with open(out, 'w') as f:
        f.write('module\t' + '\t'.join(FIELDS) + '\ttotal\terror\n')
        f.flush()
        for name in MODULES:
            path = os.path.join(corpus, name + '.hlo')
            env = dict(os.environ)
            if dump and name not in skip:
                d = os.path.join(dump, name)
                os.makedirs(d, exist_ok=True)
                env['XLA_FLAGS'] = (env.get('XLA_FLAGS', '') +
                                    ' --xla_dump_to=%s --xla_dump_hlo_as_text' % d).strip()
            try:
                p = subprocess.run([sys.executable, os.path.abspath(__file__),
                                    '--backend', backend, '--one', path],
                                   env=env, capture_output=True, text=True, timeout=timeout)
                lines = [l for l in p.stdout.splitlines() if l.startswith('{')]
                r = json.loads(lines[-1]) if lines else {
                    'error': 'exit %d: %s' % (p.returncode, ' '.join(p.stderr.split())[-300:])}
            except subprocess.TimeoutExpired:
                r = {'error': 'timeout after %ds' % timeout}
            row = [name] + [str(r.get(k, '-')) for k in FIELDS + ('total',)] + [r.get('error', '-')]
            f.write('\t'.join(row) + '\n')
            f.flush()
            print(name, json.dumps(r), file=sys.stderr, flush=True)


if __name__ == '__main__':
    main(sys.argv[1:])
