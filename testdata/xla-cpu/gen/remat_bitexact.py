# remat_bitexact.py PLANNER OUT.md [NAME...]: runs the modules of the reference
# set before and after `planner --memory-limit` changed them, under XLA:CPU
# through jaxlib, on random inputs, and compares every output bit for bit.
#
# For each gen/NAME.py (run from testdata/xla-cpu) it dumps the lowered module
# (XLA's *.before_optimizations.txt for jit_NAME), finds its unconstrained
# peak with `planner plan --format json`, and for each fraction F of it runs
# `planner explain --memory-limit F*peak --emit-hlo` (explain writes the
# changed module whether or not the limit is met). Both modules are parsed by
# jaxlib's HLO parser (jax._src.lib.hlo.hlo_module_from_text), converted to
# MLIR (xla_computation_to_mlir_module), compiled by XLA:CPU and run on the
# same random arguments (two seeds).
#
# XLA:CPU has no copy-start/copy-done ("HLO opcode `copy-start` is not
# supported by XLA:CPU ThunkEmitter") and no host memory space, so before
# compiling the changed module every offload pair is rewritten to the copy it
# stands for (NAME = SHAPE copy(SOURCE), S(5) dropped): what is checked is that
# the clones and the rewired uses compute what the original does. XLA runs
# CSE, which may merge a clone back into its original; the outputs are still
# those of the changed module as XLA reads it. Pass --no-cse to disable XLA's
# CSE (--xla_disable_hlo_passes=cse) so that the clones are compiled as such.
import json, os, re, subprocess, sys, tempfile, glob

def strip_offloads(text):
    starts, out = {}, []
    for line in text.split('\n'):
        m = re.match(r'^(\s*)(ROOT )?%?([\w.\-]+) = (.*?) copy-start\(%?([\w.\-]+)\)(.*)$', line)
        if m:
            starts[m.group(3)] = m.group(5)
            continue
        m = re.match(r'^(\s*)(ROOT )?%?([\w.\-]+) = (\S+) copy-done\(%?([\w.\-]+)\)(.*)$', line)
        if m and m.group(5) in starts:
            shape = m.group(4).replace('{:S(5)}', '').replace(':S(5)', '')
            line = '%s%s%s = %s copy(%s)%s' % (m.group(1), m.group(2) or '', m.group(3), shape, starts[m.group(5)], m.group(6))
        out.append(line)
    return '\n'.join(out)

def runner():
    import numpy as np, jax
    from jax._src import lib, xla_bridge
    from jax._src.lib import xla_client as xc
    backend = xla_bridge.get_backend('cpu')
    dev = backend.devices()[0]
    def run(text, seed):
        m = lib.hlo.hlo_module_from_text(text)
        comp = lib.hlo.XlaComputation(m.as_serialized_hlo_module_proto())
        mlir = lib._jax.mlir.xla_computation_to_mlir_module(comp)
        exe = backend.compile_and_load(mlir, xc.DeviceList((dev,)), xc.CompileOptions())
        rng = np.random.default_rng(seed)
        args = []
        for s in comp.program_shape().parameter_shapes():
            dt, dims = s.numpy_dtype(), s.dimensions()
            if np.issubdtype(dt, np.floating):
                a = rng.standard_normal(dims).astype(dt)
            elif dt == np.bool_:
                a = rng.integers(0, 2, dims).astype(dt)
            else:
                a = rng.integers(0, 4, dims).astype(dt)
            args.append(jax.device_put(a, dev))
        return [np.asarray(o).tobytes() for o in exe.execute(args)]
    return run

def main():
    planner, out_md = sys.argv[1], sys.argv[2]
    rest = sys.argv[3:]
    nocse = '--no-cse' in rest
    names = [n for n in rest if not n.startswith('--')] or sorted(
        os.path.basename(p)[:-3] for p in glob.glob('gen/*.py')
        if os.path.basename(p)[:-3] not in ('xlafacts', 'bastats', 'remat_bitexact'))
    if nocse:
        os.environ['XLA_FLAGS'] = '--xla_disable_hlo_passes=cse'
    run = runner()
    rows = []
    tmp = tempfile.mkdtemp()
    for name in names:
        d = os.path.join(tmp, name)
        env = dict(os.environ, XLA_FLAGS='--xla_dump_to=%s --xla_dump_hlo_as_text' % d)
        subprocess.run([sys.executable, 'gen/%s.py' % name], env=env, check=True, stdout=subprocess.DEVNULL)
        cands = sorted(glob.glob(os.path.join(d, '*.jit_%s.before_optimizations.txt' % name)))
        if not cands:
            print(name, 'no lowered module', file=sys.stderr)
            continue
        src = cands[-1]
        rep = json.loads(subprocess.run([planner, 'plan', '--format', 'json', src], check=True, capture_output=True, text=True).stdout)
        peak = rep['stats']['peak']
        orig = open(src).read()
        for frac in (0.9, 0.7, 0.5):
            limit = int(peak * frac)
            emitted = os.path.join(tmp, '%s.%d.hlo' % (name, int(frac * 10)))
            res = subprocess.run([planner, 'explain', '--memory-limit', str(limit), '--emit-hlo', emitted, src], capture_output=True, text=True)
            if res.returncode != 0:
                rows.append((name, frac, 'error', 0, 0, res.stderr.strip().split('\n')[0]))
                continue
            fits = 'yes' if re.search(r'^memory limit .*: fits', res.stdout, re.M) else 'no'
            changed = open(emitted).read()
            remats = len(re.findall(r'\.remat\d* = ', changed)) - len(re.findall(r'\.remat\d* = \S+ parameter', changed))
            offloads = len(re.findall(r'copy-start\(', changed)) // 2
            if remats == 0 and offloads == 0:
                rows.append((name, frac, fits, 0, 0, 'unchanged'))
                continue
            try:
                same = all(run(orig, s) == run(strip_offloads(changed), s) for s in (0, 1))
                verdict = 'identical' if same else 'DIFFERENT'
            except Exception as e:
                verdict = 'xla error: ' + str(e).split('\n')[0][:120]
            rows.append((name, frac, fits, remats, offloads, verdict))
            print(name, frac, fits, remats, offloads, verdict, file=sys.stderr)
    with open(out_md, 'w') as f:
        f.write('| module | limit (x peak) | fits | clones | offloads | outputs on XLA:CPU, 2 seeds |\n|---|---|---|---|---|---|\n')
        for r in rows:
            f.write('| %s | %.1f | %s | %d | %d | %s |\n' % r)

main()
