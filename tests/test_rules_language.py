"""The rules reader in the language in use: each game's `<code>/<game>.md` where the rules folder
has it, else the English `<game>.md`, read when the reader opens. The shipped German rules
keep the English ones' shape (the same headings, bullets and paragraphs in the same order) and
tell Thieves of Bagdad's talk and limits as the engine plays them."""
from pathlib import Path

import pytest

from engine import catalog
from engine.bagdad.exchange import MAX_OFFERS, MAX_STARTED
from engine.bagdad.offers import MAX_COUNTERS
from engine.words import language
from scenes.app import RULES_DIR
from scenes.kit import markdown
from scenes.screens.rules import RulesScene, rule_files
from support.scenes import click, start

TITLES = {"de": {"alibaba": "Ali Baba", "forty_thieves": "Ali Baba und die 40 Räuber",
                 "bagdad": "Die Diebe von Bagdad"}}


@pytest.fixture(autouse=True)
def english_after():
    yield
    language.use(language.ENGLISH)


def source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def shown(rules: RulesScene) -> dict[str, list[markdown.Block]]:
    return {name: blocks for name, _, blocks in rules.books}


def test_the_reader_shows_the_german_rules_when_german_is_in_use(app):
    language.use("de")
    rules = start(app, lambda a: RulesScene(a, RULES_DIR))
    assert [name for name, _, _ in rules.books] == list(catalog.SHIPPED)
    assert [label for _, label in rules.tabs.options] == list(TITLES["de"].values())
    for name, blocks in shown(rules).items():
        assert blocks == markdown.parse(source(RULES_DIR / "de" / f"{name}.md")), name
    click(app, rules.tabs.segment(2).center)
    assert rules.book == 2 and rules.lines[0].pieces[0][0].content.startswith("Die Diebe")


def test_the_reader_shows_the_english_rules_in_english(app):
    rules = start(app, lambda a: RulesScene(a, RULES_DIR, "bagdad"))
    assert [label for _, label in rules.tabs.options] == list(catalog.SHIPPED.values())
    for name, blocks in shown(rules).items():
        assert blocks == markdown.parse(source(RULES_DIR / f"{name}.md")), name
    assert rules.book == 2


def test_a_language_is_read_when_the_reader_opens(app):
    english = start(app, lambda a: RulesScene(a, RULES_DIR))
    language.use("de")
    german = start(app, lambda a: RulesScene(a, RULES_DIR))
    assert english.books[0][2] == markdown.parse(source(RULES_DIR / "alibaba.md"))
    assert german.books[0][2] == markdown.parse(source(RULES_DIR / "de" / "alibaba.md"))


def test_a_game_without_rules_in_the_language_is_told_in_english(app, tmp_path):
    folder = tmp_path / "rules"
    (folder / "de").mkdir(parents=True, exist_ok=True)
    (folder / "alibaba.md").write_text("# Ali Baba\n\nTake a tile.", encoding="utf-8")
    (folder / "bagdad.md").write_text("# Thieves of Bagdad\n\nTrade.", encoding="utf-8")
    (folder / "de" / "alibaba.md").write_text("# Ali Baba\n\nNimm ein Plättchen.",
                                              encoding="utf-8")
    (folder / "de" / "minigame.md").write_text("# Nur deutsch", encoding="utf-8")
    language.use("de")
    rules = start(app, lambda a: RulesScene(a, folder))
    assert [title for _, title, _ in rules.books] == ["Ali Baba", "Thieves of Bagdad"]
    assert rules.books[0][2][1].spans == [("Nimm ein Plättchen.", False)]
    assert rules.books[1][2][1].spans == [("Trade.", False)]
    # a language the folder has nothing in (nor the app: it says English then)
    assert rule_files(folder, "fr") == [("alibaba", folder / "alibaba.md"),
                                        ("bagdad", folder / "bagdad.md")]
    language.use("fr")
    assert language.current() == language.ENGLISH


@pytest.mark.parametrize("code", [c for c in language.LANGUAGES if c != language.ENGLISH])
def test_every_game_has_its_rules_in_every_language_in_the_shape_of_the_english(code):
    for name in catalog.SHIPPED:
        english = markdown.parse(source(RULES_DIR / f"{name}.md"))
        translated = markdown.parse(source(RULES_DIR / code / f"{name}.md"))
        assert [b.kind for b in translated] == [b.kind for b in english], name
        bold = [[bold for _, bold in b.spans] for b in english]
        assert [[bold for _, bold in b.spans] for b in translated] == bold, name
        assert markdown.title_of(source(RULES_DIR / code / f"{name}.md")) == TITLES[code][name]


def test_the_german_bagdad_rules_tell_the_talk_spending_and_gates_as_the_engine_has_them():
    rules = source(RULES_DIR / "de" / "bagdad.md")
    exchange = rules.split("### Phase 2: Tausch")[1].split("\n### ")[0]
    assert MAX_COUNTERS == 2 and "höchstens zweimal gekontert" in exchange
    assert f"höchstens {MAX_OFFERS} Angebote senden" in exchange
    assert f"höchstens {MAX_STARTED} Angebote beginnen" in exchange
    for said in ("**Behauptungen.**", "**Wünsche.**", "**Gegenangebot:**",
                 "**Angebote an alle.**", "**Ruf.**", "deinen Ruf verkaufen",
                 "abgemacht ist abgemacht", "nie über ihr Stadtviertel", "„Smaragd“",
                 "**Die Wahrheit erfahren.**", "stammt nie aus den Karten des Ablehnenden"):
        assert said in exchange, said
    purchase = rules.split("### Phase 3: Kauf")[1].split("\n### ")[0]
    assert "**Alle Karten ausgeben.**" in purchase
    assert "Keine Karte bleibt bis in die nächste Runde" in purchase
    assert "fünf Tore von Bagdad" in rules
    assert "Ein oder zwei Tore verbinden jedes Stadtviertel" in rules
    assert "- **Die Tore:**" in rules.split("## Spielen in der App")[1]
