"""An action said as its player's deed (engine.words.deeds): every action template of every game
has its deed in the third person, with the same fields, in English; inside
`deeds` an action is said as the deed, the actions nested in it too, and outside as before; the
log names the player and the deed in one sentence ("Layla takes …")."""
import string

import pytest

from engine.bagdad.words import actions as bagdad_actions
from engine.core import Action
from engine.words import ACT, DID, catalogue, deeds, say
from support import bagdad_fixtures

GAMES = ("alibaba", "bagdad", "forty_thieves")


def fields(entry) -> set[str]:
    forms = (entry,) if isinstance(entry, str) else entry
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


@pytest.mark.parametrize("game", GAMES)
def test_each_action_has_its_deed_with_the_same_fields(game):
    templates = catalogue(game, "english")
    acts = {key for key in templates if ACT in key}
    dids = {key for key in templates if DID in key}
    assert acts and {key.replace(ACT, DID) for key in acts} == dids
    for key in acts:
        assert fields(templates[key]) == fields(templates[key.replace(ACT, DID)]), key


def test_inside_deeds_an_action_is_a_deed_and_outside_an_action():
    assert say("alibaba.act.skip") == "take no second tile"
    with deeds():
        assert say("alibaba.act.skip") == "takes no second tile"
        assert say("alibaba.ev.skipped", who="Layla", tiles="two") \
            .startswith("Layla chose")          # other templates are said as they are
    assert say("alibaba.act.skip") == "take no second tile"


def test_a_deed_says_the_actions_nested_in_it_as_deeds_too():
    strike = Action("to", space=5, victim=bagdad_fixtures.piece(1, "caravaneer"))
    names = ["Layla", "Omar", "Zaid"]
    with deeds():
        said = bagdad_actions.action(strike, names, None)
    assert said.startswith("goes to ") and ", then strikes Omar's caravaneer" in said
    told = bagdad_actions.action(strike, names, None)
    assert told.startswith("go to ") and ", then strike Omar's caravaneer" in told
