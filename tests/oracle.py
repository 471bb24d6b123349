"""Brute-force optimum of a tiny program over the CP-SAT model's plan space (meshes of size-2 axes).

Independent of the encoding: own enumeration, own check of user shardings, prices summed from
`cost.evaluate.price_op` as `evaluate` does. Space: each argument / constant any sharding; each
top-level op any factor assignment (divisible, need-replication unsharded, compound dims filled
major first); each value the sharding its producer implies, or for a single-result op with
sharded reduction factors that sharding with the reduction axes appended to one dim.
"""

import itertools

from shardsat.cost.evaluate import implied_sharding, price_op
from shardsat.cost.reshard import plan_reshard
from shardsat.ir.registry import rule_for
from shardsat.model.axis import AxisRef
from shardsat.model.rule import OpShardingRule


def assignments(sizes, tensors, need_rep, axes):
    for pick in itertools.product([None, *range(len(sizes))], repeat=len(axes)):
        fa = tuple(tuple(AxisRef(a.name) for a, f in zip(axes, pick) if f == k) for k in range(len(sizes)))
        n = [2 ** len(f) for f in fa]
        if any(sizes[k] % n[k] or (n[k] > 1 and k in need_rep) for k in range(len(sizes))):
            continue
        if not any(n[g] > 1 and n[f] != sizes[f] for t in tensors for d in t for i, f in enumerate(d) for g in d[i + 1 :]):
            yield fa


def honours(sharding, wish):
    for have, want in zip(sharding.dims, wish.dims):
        if have.axes != want.axes if want.is_closed else have.axes[: len(want.axes)] != want.axes:
            return False
    return not {a.name for a in sharding.axes_in_dims()} & {a.name for a in wish.replicated}


def options(program, decider, mesh, name):
    """(factor axes or None, value sharding per result) choices of one op or free value."""
    axes = [a for a in mesh.axes if a.size > 1]
    if isinstance(decider, str):
        shape = program.value(decider).type.shape
        rule = OpShardingRule(tuple(shape), (), (tuple((d,) for d in range(len(shape))),))
        yield from ((None, (implied_sharding(rule, rule.results[0], fa, mesh, name),)) for fa in assignments(shape, rule.results, (), axes))
        return
    rule = rule_for(decider, program)
    for fa in assignments(rule.factor_sizes, rule.tensors(), rule.need_replication, axes):
        res = tuple(implied_sharding(rule, m, fa, mesh, name) for m in rule.results)
        yield fa, res
        red = tuple(a for f in sorted(rule.reduction) for a in fa[f])
        for d in range(len(res[0].dims)) if red and len(res) == 1 else ():
            if program.value(decider.results[0]).type.shape[d] % 2 ** (len(res[0].dims[d].axes) + len(red)) == 0:
                dims = list(res[0].dims)
                dims[d] = type(dims[d])(dims[d].axes + red)
                yield fa, (res[0].with_dims(tuple(dims)),)


def brute_force(program, mesh, topology, objective, wishes):
    """Minimum total over every plan honouring `wishes` [(value, TensorSharding)]; None if none."""
    fn, name, cache, best = program.main, mesh.name or "mesh", {}, None
    deciders = list(fn.args) + [op.results[0] if rule_for(op, program) is None else op for op in fn.ops]
    results = [(d,) if isinstance(d, str) else d.results for d in deciders]
    choices = [[o for o in options(program, d, mesh, name) if all(honours(s, w) for v, s in zip(vs, o[1]) for u, w in wishes if u == v)] for d, vs in zip(deciders, results)]
    ops = [o for top in fn.ops for o in [top] + [x for r in top.regions for x in r.ops]]
    unit = (lambda c: c.time_ns) if objective == "time" else (lambda c: c.bytes)
    for plan in itertools.product(*choices):
        shardings = {v: s for (_, ss), vs in zip(plan, results) for v, s in zip(vs, ss)}
        axes = {d.id: fa for d, (fa, _) in zip(deciders, plan) if not isinstance(d, str)}
        total, reads = 0, {}  # a value resharded to one target is paid once (as evaluate does)
        for op in ops:
            key = (op.id, axes.get(op.id), tuple(shardings.get(v) for v in op.operands + op.results))
            if key not in cache:
                p = price_op(program, op, shardings, mesh, topology, axes.get(op.id), mesh_name=name)
                own = [] if p is None else [c for c in p.cost.collectives if c.kind != "all-reduce"] + [c for r in p.result_plans for c in r.steps]
                cache[key] = (0 if p is None else (p.cost.compute_ns if objective == "time" else 0) + sum(map(unit, own)),
                              [] if p is None else [((v, t), sum(map(unit, q.steps))) for v, t, q in zip(op.operands, p.operand_targets, p.operand_plans)])
            total += cache[key][0]
            reads.update(cache[key][1])
        total += sum(reads.values())
        for i, v in enumerate(fn.returns):
            if i in fn.result_shardings:
                step = plan_reshard(shardings[v], fn.result_shardings[i], program.value(v).type, mesh, topology)
                total += step.time_ns if objective == "time" else step.bytes
        best = total if best is None else min(best, total)
    return best
