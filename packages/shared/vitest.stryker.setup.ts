import fc from 'fast-check';

// Mutation runs only (see vitest.stryker.config.ts): one fixed fast-check seed, so that a mutant is
// killed or survives the same way on every run. MUTATION_FC_SEED picks another seed.
fc.configureGlobal({ seed: Number(process.env.MUTATION_FC_SEED ?? 1) });
