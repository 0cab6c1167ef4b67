"""What Thieves of Bagdad tells a player, against the engine: each character's one-line ability
(cards.ABILITIES) is true to the goods values and is said alike by the in-app rules, the table's
guide and the New game screen's character picker; the rules and the guide tell the exchange's
talk, spending every card and the gates as the map has them."""
from collections import Counter
from pathlib import Path

import engine.bagdad as g
from engine.bagdad.board import CITY
from engine.bagdad.cards import ABILITIES, CARDS, CHARACTERS, PRIZED, VALUE, VALUES, card_value
from engine.bagdad.city import DESERT, DISTRICTS
from scenes.screens.setup import RIGHT, SEATS_Y, SetupScene
from support.bagdad_fixtures import placed
from support.bagdad_play import at_position
from support.scenes import click, drawn_lines, start, steps

RULES = (Path(__file__).resolve().parent.parent / "assets" / "rules" / "bagdad.md") \
    .read_text(encoding="utf-8")


def section(start_at: str, end_at: str = "\n## ") -> str:
    return RULES.split(start_at)[1].split(end_at)[0]


# --- the abilities, true to the values ------------------------------------------------------------

def test_each_character_prizes_the_goods_worth_its_districts_top_value():
    for ch, name in enumerate(CHARACTERS):
        for d, good in enumerate(PRIZED[name]):
            district = DISTRICTS[d]
            card = next(c.id for c in CARDS if c.district == d and c.name == good)
            assert card_value(card, name) == VALUE[ch][card] == max(VALUES[district])
        assert ABILITIES[name] == (f"{name} pays best with {', '.join(PRIZED[name][:-1])} and "
                                   f"{PRIZED[name][-1]}")
    # the Latin square: no two characters prize the same goods
    assert all(count == 1 for count in Counter(g for p in PRIZED.values() for g in p).values())


def test_the_rules_list_every_characters_ability_in_its_own_words():
    characters = section("### Characters", "\n### ")
    for name in CHARACTERS:
        assert f"- {ABILITIES[name]}." in characters, name
    assert "no other power" in characters


# --- the setup screen's character picker --------------------------------------------------------

def test_the_character_picker_says_each_characters_ability_in_one_line(app, monkeypatch):
    setup = start(app, SetupScene)
    click(app, next(b for b in setup.game_buttons if b.label == g.TITLE))
    while setup.count.value != 6:
        click(app, (setup.count.rect.right - 10, setup.count.rect.centery))
    picker = setup.seat_options["characters"][0]
    said = drawn_lines(app, monkeypatch, setup)
    assert any(line.startswith("Each character pays best with other goods") for line in said)
    levels_top = setup.levels_top()
    for name in CHARACTERS:
        click(app, (picker.rect.right - 10, picker.rect.centery))
        assert picker.value == name
        said = drawn_lines(app, monkeypatch, setup)
        assert ABILITIES[name] in said, name
        line = said[ABILITIES[name]]            # whole, under the six seats, above the levels
        assert line.top >= SEATS_Y + 6 * 48 and line.bottom <= levels_top + 2
        assert RIGHT.x < line.x and line.right <= RIGHT.right - 24
    last = setup.seat_options["characters"][5]
    click(app, (last.rect.right - 10, last.rect.centery))      # the seat changed last is told
    said = drawn_lines(app, monkeypatch, setup)
    assert ABILITIES[CHARACTERS[0]] in said and ABILITIES[CHARACTERS[-1]] not in said


# --- the rules: talk, spending, gates ---------------------------------------------------------

def test_the_rules_tell_claims_wishes_counters_and_reputation():
    exchange = section("### Phase 2: Exchange", "\n### ")
    for said in ("**Claims.**", "**Wishes.**", "**Counter:**", "**Reputation.**",
                 "sell your reputation", "a deal is a deal"):
        assert said in exchange, said


def test_the_rules_tell_that_every_card_is_spent_each_round():
    purchase = section("### Phase 3: Purchase", "\n### ")
    assert "**Spending all your cards.**" in purchase
    assert "No card lasts into the next round" in purchase


def test_the_rules_tell_the_gates_as_the_map_has_them():
    from_desert = [gate for gate in CITY.gates if gate.outer == DESERT]
    assert len(from_desert) == 5 and "five gates of Baghdad" in RULES
    between = Counter((CITY.spaces[gate.outer].district, CITY.spaces[gate.inner].district)
                      for gate in CITY.gates if gate.outer != DESERT)
    assert set(between) == set(zip(DISTRICTS, DISTRICTS[1:]))
    assert set(between.values()) <= {1, 2} and "One or two gates join each district" in RULES
    assert "- **The gates:**" in section("## Playing in the app")


# --- the table's guide ----------------------------------------------------------------------------

def test_the_guide_has_steps_for_the_gates_the_character_trading_and_buying(app):
    table = at_position(app, placed(3))
    steps(app, 1)
    guide = {step.title: step for step in table.guide_steps()}
    gates = guide["The gates"]
    assert all(gates.rect.collidepoint(centre) for centre, from_desert in table.art.gates
               if from_desert)
    assert "gold arches" in gates.body and "Five" in gates.body
    character = table.view["characters"][table.view["seat"]]
    assert ABILITIES[character] in guide["Your character and wish"].body
    trading = guide["Trading"].body
    for said in ("claim", "wish", "counters", "reputation", "A deal is a deal"):
        assert said in trading, said
    buying = guide["Buying"].body
    assert "Every card is spent" in buying and "next round" in buying
    assert "shows its way and where it ends" in buying
