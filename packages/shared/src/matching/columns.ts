import type { MatchPlayer } from './types.ts';

/**
 * A sport's players laid out for judging (issue 28): one typed array per field the hard constraints
 * read, ids as small numbers. Judging 100,000 players from objects chases a pointer per field and
 * cost about 100 ms on the development machine; from these arrays it reads memory in order. The
 * players themselves stay beside them for the engine, which marks the few the judge lets through.
 * Rows are written in place when a player changes; a removed player's row is reused.
 */

/** Row flags. */
export const VACANT = 1;
export const DELETED = 2;
export const IN_APP = 4;
/** The player excludes a team, league or country: the judge reads his lists. */
export const EXCLUDES = 8;
/** One of his positions has no bit in the mask: the judge reads his list. */
export const UNMASKED_POSITIONS = 16;

/** Bits in a position mask: the first 32 positions a copy meets get one. */
export const MASKED_POSITIONS = 32;

export const FOOTING_CODES = { Right: 1, Left: 2, Both: 3 } as const;
export const MARITAL_CODES = { Married: 1, Single: 2 } as const;
export const CONTRACT_TYPE_CODES = { PinsPlayer: 1, Mandate: 2 } as const;
export const PINS_CODES = { A: 1, B: 2, C: 3, D: 4, E: 5 } as const;

/** Ids of one kind as numbers from 1 (0: none). */
export class IdCodes {
  private readonly codes = new Map<string, number>();

  /** The id's number, given one now if it has none. */
  of(id: string | null): number {
    if (id === null) return 0;
    let code = this.codes.get(id);
    if (code === undefined) {
      code = this.codes.size + 1;
      this.codes.set(id, code);
    }
    return code;
  }

  /** The id's number, or -1 when no player holds it (so that nothing matches it). */
  find(id: string | null): number {
    return id === null ? 0 : (this.codes.get(id) ?? -1);
  }

  /** Every id with its number. */
  entries(): IterableIterator<[string, number]> {
    return this.codes.entries();
  }

  get size(): number {
    return this.codes.size;
  }
}

/** yyyy-MM-dd as the number yyyyMMdd, which orders as the text does (0: unknown). */
export const dayNumber = (date: string | null): number =>
  date ? Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10)) : 0;

export class PlayerColumns {
  readonly tenants = new IdCodes();
  readonly clubs = new IdCodes();
  readonly positions = new IdCodes();
  readonly levels = new IdCodes();
  readonly statuses = new IdCodes();
  readonly valutas = new IdCodes();

  flags = new Uint8Array(0);
  tenant = new Int32Array(0);
  club = new Int32Array(0);
  positionMask = new Int32Array(0);
  level = new Int32Array(0);
  status = new Int32Array(0);
  born = new Int32Array(0);
  height = new Float64Array(0);
  weight = new Float64Array(0);
  footing = new Uint8Array(0);
  marital = new Uint8Array(0);
  contractType = new Uint8Array(0);
  pins = new Uint8Array(0);
  valuta = new Int32Array(0);
  netto = new Float64Array(0);
  brutto = new Float64Array(0);
  fee = new Float64Array(0);

  /** The player of each row (null: a vacant row). */
  readonly players: (MatchPlayer | null)[] = [];
  private readonly rowOf = new Map<string, number>();
  private readonly vacant: number[] = [];

  constructor(players: Iterable<MatchPlayer> = []) {
    for (const player of players) this.set(player);
  }

  /** Rows in use, vacant ones included: judge rows 0 to rows - 1 that are not VACANT. */
  get rows(): number {
    return this.players.length;
  }

  /** How many players the copy holds. */
  get size(): number {
    return this.rowOf.size;
  }

  has(id: string): boolean {
    return this.rowOf.has(id);
  }

  ids(): IterableIterator<string> {
    return this.rowOf.keys();
  }

  /** Adds the player, or writes his row again when he is there. */
  set(player: MatchPlayer): void {
    let row = this.rowOf.get(player.id);
    if (row === undefined) {
      row = this.vacant.pop() ?? this.players.length;
      if (row === this.players.length) {
        this.players.push(null);
        this.grow(row + 1);
      }
      this.rowOf.set(player.id, row);
    }
    this.players[row] = player;
    const mask = this.maskOf(player.positionIds);
    const { exclusions } = player;
    const excludes =
      exclusions.teamIds.length > 0 || exclusions.leagueIds.length > 0 || exclusions.countryIds.length > 0;
    this.flags[row] =
      (player.deleted ? DELETED : 0) |
      (player.includeInApp ? IN_APP : 0) |
      (excludes ? EXCLUDES : 0) |
      (mask === null ? UNMASKED_POSITIONS : 0);
    this.positionMask[row] = mask ?? 0;
    this.tenant[row] = this.tenants.of(player.tenantId);
    this.club[row] = this.clubs.of(player.clubId);
    this.level[row] = this.levels.of(player.playerLevelId);
    this.status[row] = this.statuses.of(player.contractStatusId);
    this.born[row] = dayNumber(player.dateOfBirth);
    this.height[row] = player.height;
    this.weight[row] = player.weight;
    this.footing[row] = player.rightyLefty ? FOOTING_CODES[player.rightyLefty] : 0;
    this.marital[row] = player.maritalStatus ? MARITAL_CODES[player.maritalStatus] : 0;
    this.contractType[row] = player.contractType ? CONTRACT_TYPE_CODES[player.contractType] : 0;
    this.pins[row] = player.pinsPriority ? PINS_CODES[player.pinsPriority] : 0;
    this.valuta[row] = this.valutas.of(player.valutaId);
    this.netto[row] = player.minSalaryNetto;
    this.brutto[row] = player.minSalaryBrutto;
    this.fee[row] = player.estTransfer;
  }

  /** Removes the player; his row is reused by the next one added. */
  delete(id: string): void {
    const row = this.rowOf.get(id);
    if (row === undefined) return;
    this.rowOf.delete(id);
    this.players[row] = null;
    this.flags[row] = VACANT;
    this.vacant.push(row);
  }

  /** The position ids as bits, or null when one of them has none. */
  maskOf(ids: readonly string[]): number | null {
    let mask = 0;
    for (const id of ids) {
      const code = this.positions.of(id);
      if (code > MASKED_POSITIONS) return null;
      mask |= 1 << (code - 1);
    }
    return mask;
  }

  /** Makes room for `rows` rows, doubling the arrays as they fill. */
  private grow(rows: number): void {
    if (rows <= this.flags.length) return;
    const capacity = Math.max(1024, this.flags.length * 2, rows);
    const larger = <T extends Uint8Array | Int32Array | Float64Array>(
      array: T,
      make: (size: number) => T,
    ): T => {
      const copy = make(capacity);
      copy.set(array);
      return copy;
    };
    const bytes = (size: number) => new Uint8Array(size);
    const ints = (size: number) => new Int32Array(size);
    const doubles = (size: number) => new Float64Array(size);
    this.flags = larger(this.flags, bytes);
    this.tenant = larger(this.tenant, ints);
    this.club = larger(this.club, ints);
    this.positionMask = larger(this.positionMask, ints);
    this.level = larger(this.level, ints);
    this.status = larger(this.status, ints);
    this.born = larger(this.born, ints);
    this.height = larger(this.height, doubles);
    this.weight = larger(this.weight, doubles);
    this.footing = larger(this.footing, bytes);
    this.marital = larger(this.marital, bytes);
    this.contractType = larger(this.contractType, bytes);
    this.pins = larger(this.pins, bytes);
    this.valuta = larger(this.valuta, ints);
    this.netto = larger(this.netto, doubles);
    this.brutto = larger(this.brutto, doubles);
    this.fee = larger(this.fee, doubles);
  }
}
