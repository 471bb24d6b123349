"""Brute-force optimum of tiny programs over the CP-SAT plan space; prices as cost.evaluate sums."""

# fmt: off
import itertools as it

from shardsat.cost.evaluate import implied_sharding, price_op
from shardsat.cost.reshard import plan_reshard
from shardsat.ir.graph import live_main
from shardsat.ir.registry import rule_for
from shardsat.model.axis import AxisRef
from shardsat.model.rule import OpShardingRule


def options(program, d, axes, mesh):
    """(factor axes or None, result shardings) choices of an op, or of a free value (a str)."""
    def assignments(rule, axes):
        """Axis -> factor maps: divisible, need-replication unsharded, compound dims major first."""
        nf, sizes, dims = rule.num_factors, rule.factor_sizes, [d for t in rule.tensors() for d in t]
        for pick in it.product([None, *range(nf)], repeat=len(axes)):
            fa = tuple(tuple(AxisRef(a.name) for a, f in zip(axes, pick, strict=True) if f == k) for k in range(nf))
            n = [2 ** len(f) for f in fa]
            if not any(sizes[k] % n[k] or n[k] > 1 and k in rule.need_replication for k in range(nf)) and \
                    all(n[f] == sizes[f] or all(n[g] == 1 for g in d[i + 1:]) for d in dims for i, f in enumerate(d)):
                yield fa
    shape = program.value(d if isinstance(d, str) else d.results[0]).type.shape
    rule = OpShardingRule(tuple(shape), (), (tuple((i,) for i in range(len(shape))),)) if isinstance(d, str) else rule_for(d, program)
    for fa in assignments(rule, axes):
        res = tuple(implied_sharding(rule, m, fa, mesh, "mesh") for m in rule.results)
        yield (None if isinstance(d, str) else fa), res
        red = tuple(a for f in sorted(rule.reduction) for a in fa[f])  # reduce-scatter variants
        for i, dim in enumerate(res[0].dims if red and len(res) == 1 else ()):
            if shape[i] % 2 ** (len(dim.axes) + len(red)) == 0:
                yield fa, (res[0].with_dims(res[0].dims[:i] + (type(dim)(dim.axes + red),) + res[0].dims[i + 1:]),)

def brute_force(program, mesh, topology, objective, wishes):
    """Minimum over every plan honouring `wishes` [(value, TensorSharding)]; None if none."""
    unit = lambda cost, steps: sum(c.bytes if objective == "comm" else c.time_ns for c in steps) + (cost.compute_ns if cost and objective == "time" else 0)  # noqa: E731
    axes, cache, best = [a for a in mesh.axes if a.size > 1], {}, None
    live = live_main(program).ops  # XLA deletes the dead ops
    ds = list(program.main.args) + [op if rule_for(op, program) else op.results[0] for op in live]
    outs = [(d,) if isinstance(d, str) else d.results for d in ds]
    def honours(s, w):  # closed dims exact, open dims a prefix, replicated axes unused
        return all(h.axes == x.axes if x.is_closed else h.axes[: len(x.axes)] == x.axes for h, x in zip(s.dims, w.dims, strict=True)) \
            and not {a.name for a in s.axes_in_dims()} & {a.name for a in w.replicated}
    ok = lambda vs, o: all(honours(s, w) for v, s in zip(vs, o[1], strict=True) for u, w in wishes if u == v)  # noqa: E731
    for plan in it.product(*[[o for o in options(program, d, axes, mesh) if ok(vs, o)] for d, vs in zip(ds, outs, strict=True)]):
        shardings = {v: s for (_, ss), vs in zip(plan, outs, strict=True) for v, s in zip(vs, ss, strict=True)}
        fas = {d.id: fa for d, (fa, _) in zip(ds, plan, strict=True) if fa is not None}
        rets = [(i, program.main.returns[i], w) for i, w in program.main.result_shardings.items()]
        total, reads = 0, {i: unit(None, plan_reshard(shardings[v], w, program.value(v).type, mesh, topology).steps) for i, v, w in rets}
        for op in [o for t in live for o in [t] + [x for r in t.regions for x in r.ops]]:
            key = (op.id, fas.get(op.id), tuple(shardings.get(v) for v in op.operands + op.results))
            if key not in cache:
                p = price_op(program, op, shardings, mesh, topology, fas.get(op.id), mesh_name="mesh")
                own = list(p.cost.own_collectives) + [c for q in p.result_plans for c in q.steps] if p else []
                opnds = zip(op.operands, p.operand_targets, p.operand_plans, strict=True) if p else ()
                cache[key] = (unit(p and p.cost, own), [((v, t), unit(None, q.steps)) for v, t, q in opnds])
            total += cache[key][0]
            reads.update(cache[key][1])  # an operand reshard (value, target) is paid once, as in evaluate
        best = min(x for x in (best, total + sum(reads.values())) if x is not None)
    return best
