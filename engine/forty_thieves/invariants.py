"""What holds in every Forty Thieves state the rules can reach, checked without trusting it.

`FortyState.check` is the part a loaded save must pass; this adds what only play can break:
the ledger agrees with the gold, the round's reveals are the cards where they lie with the values
the rules give them, a round in progress has not already ended. Problems come back as sentences
rather than assertions, so the soak tests still check under `python -O`.
"""
from __future__ import annotations

from engine.forty_thieves import gold as g
from engine.forty_thieves.cards import BOSS, CARDS, PLACES, value_of
from engine.forty_thieves.state import LEDGER_KEYS, TARGET, choices, sun_and_moon


def invariant_errors(state) -> list[str]:
    """Every broken invariant of `state`, in words; an empty list when all hold."""
    try:
        state.check()   # players, hands laid out, the 21 cards once each, 1,054 gold, the mover
    except ValueError as exc:
        return [str(exc)]   # the checks below index hands and seats
    return _gold(state) + _reveals(state) + _round(state) + _pending(state)


def _gold(state) -> list[str]:
    """Every seat's gold is its 20 plus rewards and bonuses less penalties; no stack overfull."""
    errors = []
    if len(state.gold) != state.players or len(state.ledger) != state.players:
        return [f"{len(state.gold)} purses and {len(state.ledger)} ledgers "
                f"for {state.players} players"]
    for seat, (amount, ledger) in enumerate(zip(state.gold, state.ledger)):
        if set(ledger) != set(LEDGER_KEYS) or min(ledger.values()) < 0:
            errors.append(f"seat {seat}'s ledger {ledger}")
            continue
        earned = g.START_GOLD + ledger["rewards"] + ledger["bonuses"] - ledger["penalties"]
        if amount != earned:
            errors.append(f"seat {seat} holds {amount} gold but its ledger says {earned}")
    over = [i for i, (amount, size) in enumerate(zip(state.stacks, g.STACK_SIZES))
            if amount > size]
    if over:
        errors.append(f"reward stacks {over} hold more than the Treasures card says")
    if any(amount >= g.GOAL for amount in state.gold) and not state.final_round:
        errors.append(f"a seat has {g.GOAL} gold but the round is not the last")
    if state.over and not state.final_round:
        errors.append("the game ended outside the final round")
    return errors


def _reveals(state) -> list[str]:
    """Each reveal is the card at its place (or from the deck) with the value the rules give."""
    errors, seen, previous = [], set(), None
    for r in state.reveals:
        owner, place, card = r["owner"], r["place"], r["card"]
        if owner is None:
            if place is not None:
                errors.append(f"a deck card revealed at the {place} place")
        elif owner == r["seat"] or not 0 <= owner < state.players or place not in PLACES:
            errors.append(f"seat {r['seat']} revealed seat {owner}'s {place} card")
            continue
        elif (owner, place) in seen:
            errors.append(f"seat {owner}'s {place} card was revealed twice")
        elif state.hands[owner][PLACES.index(place)] != card:
            errors.append(f"the {card} revealed at seat {owner}'s {place} is not the card there")
        seen.add((owner, place))
        if not 0 <= r["seat"] < state.players:
            errors.append(f"a reveal by seat {r['seat']}")
        if card not in CARDS or r["value"] != value_of(card, previous):
            errors.append(f"the {card} counts {r['value']} after {previous}")
        previous = r["value"]
    return errors


def _round(state) -> list[str]:
    """A round in progress has neither reached 12 nor shown the Boss; the bonus is paid once,
    exactly when a sun and a moon have shown; set-aside cards exist only with two players."""
    errors = []
    if not state.over:
        if state.sum() >= TARGET or any(r["card"] == BOSS for r in state.reveals):
            errors.append(f"the round goes on at sum {state.sum()} or past the Boss")
        if state.bonus_paid != sun_and_moon(state.reveals):
            errors.append(f"bonus paid {state.bonus_paid} with reveals {state.reveals}")
    if state.set_aside and state.players != 2:
        errors.append(f"{len(state.set_aside)} cards set aside with {state.players} players")
    if state.round < 1 or state.turn < 1 or not 0 <= state.start < state.players:
        errors.append(f"round {state.round}, turn {state.turn}, start player {state.start}")
    return errors


def _pending(state) -> list[str]:
    """A pair waits only with two players, mid-round, when both cards could be kept."""
    pair = state.pending
    if pair is None:
        return []
    if state.players != 2 or state.over or len(pair) != 2 or choices(list(pair)) != list(pair):
        return [f"a pair {pair} is pending with {state.players} players, over {state.over}"]
    return []
