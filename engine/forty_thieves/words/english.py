"""Ali Baba and the Forty Thieves in English: every template of its words, by key
(engine.words.say). A translation is a module beside this one with the same keys; a pair is
(one, other), by `n`."""

TEMPLATES = {
    # terms.py: the Boss, named in a list or as a sentence's subject ("1 ends the round: the Boss")
    "forty_thieves.boss": "the Boss",

    # terms.py: a number card with a sun or a moon
    "forty_thieves.card.sun": "{number} (sun)",
    "forty_thieves.card.moon": "{number} (moon)",

    # terms.py: a place in a hand, as it names a card there ("reveal Omar's left card")
    "forty_thieves.place.left": "left",
    "forty_thieves.place.centre": "centre",
    "forty_thieves.place.right": "right",

    # terms.py: copies of a card in a list; no card left in a list
    "forty_thieves.two_of": "two {card}s",
    "forty_thieves.three_of": "three {card}s",
    "forty_thieves.n_of": "{n} {card}s",
    "forty_thieves.none": "none",

    # actions.py
    "forty_thieves.act.reveal": "reveal {who}'s {place} card",
    "forty_thieves.act.reveal_of": "reveal the {place} card of player {number}",
    "forty_thieves.act.reveal_two": "reveal two deck cards and keep one",
    "forty_thieves.act.reveal_top": "reveal the top card of the deck",
    "forty_thieves.act.choose": "keep the {card}",
    "forty_thieves.act.choose_boss": "keep the Boss",
    "forty_thieves.act.pass": "pass: nothing is left to reveal",
    "forty_thieves.act.choose_unseen": "keep one of the two cards",
    # the same actions as their player's deeds, for a line that names the player
    "forty_thieves.did.reveal": "reveals {who}'s {place} card",
    "forty_thieves.did.reveal_of": "reveals the {place} card of player {number}",
    "forty_thieves.did.reveal_two": "reveals two deck cards and keeps one",
    "forty_thieves.did.reveal_top": "reveals the top card of the deck",
    "forty_thieves.did.choose": "keeps the {card}",
    "forty_thieves.did.choose_boss": "keeps the Boss",
    "forty_thieves.did.pass": "passes: nothing is left to reveal",
    "forty_thieves.did.choose_unseen": "keeps one of the two cards",

    # telling.py: the log
    "forty_thieves.ev.refill": "The bank refills the empty stacks: {amounts} gold.",
    "forty_thieves.ev.deck_boss": "The deck shows the Boss!",
    "forty_thieves.ev.card_boss": "{who}'s {place} card shows the Boss!",
    "forty_thieves.ev.deck_shows": "The deck shows {card}: the sum is {sum}.",
    "forty_thieves.ev.card_shows": "{who}'s {place} card shows {card}: the sum is {sum}.",
    "forty_thieves.ev.deck_worth": "The deck shows {card}, worth {value}: the sum is {sum}.",
    "forty_thieves.ev.card_worth": "{who}'s {place} card shows {card}, worth {value}: the sum "
                                   "is {sum}.",
    "forty_thieves.ev.pair": "The two cards are {first} and {second}.",
    "forty_thieves.ev.set_aside": "The {card} is set aside.",
    "forty_thieves.ev.reward": "{who} takes {amount} gold from the treasure.",
    "forty_thieves.ev.bonus": "Sun and moon! {who} gets {amount} gold from the bank.",
    "forty_thieves.ev.penalty": "{who} is caught and pays {amount} gold to the bank.",
    "forty_thieves.ev.no_gold": "{who} is caught but has no gold to pay.",
    "forty_thieves.ev.final_round": "{who} has {gold} gold: this round is the last.",
    "forty_thieves.ev.deal": "Round {round}: the cards are dealt; {starter} starts.",

    # telling.py: the headlines
    "forty_thieves.head.round": "Round {round}",
    "forty_thieves.head.starts": "{starter} starts",
    "forty_thieves.head.final_round": "Final round",
    "forty_thieves.head.has_gold": "{who} has {gold} gold",
    "forty_thieves.head.bonus": "Sun and moon!",
    "forty_thieves.head.gets_bonus": "{who} gets a bonus of {amount} gold",
    "forty_thieves.head.caught": "Caught!",
    "forty_thieves.caught": "{cause}: {pays}",
    "forty_thieves.caught.boss": "The Boss turned up",
    "forty_thieves.caught.sum": "The sum reached {total}",
    "forty_thieves.caught.card": "The {card} brought the sum to {total}",
    "forty_thieves.caught.pays": "{who} pays {amount} gold to the bank and the round ends",
    "forty_thieves.caught.pays_game": "{who} pays {amount} gold to the bank and the game ends",
    "forty_thieves.caught.broke": "{who} has no gold to pay and the round ends",
    "forty_thieves.caught.broke_game": "{who} has no gold to pay and the game ends",

    # hints.py
    "forty_thieves.hint.your_card": "Your {place} card",
    "forty_thieves.hint.whose_card": "{who}'s {place} card",
    "forty_thieves.hint.boss_shown": "Revealed: the Boss, which ended the round.",
    "forty_thieves.hint.shown": "Revealed: {card}.",
    "forty_thieves.hint.shown_as": "Revealed: {card}, counted as {value}.",
    "forty_thieves.hint.yours": "Only you can see it: {card}. You may not reveal your own "
                                "cards.",
    "forty_thieves.hint.deck": ("The deck: {n} card", "The deck: {n} cards"),
    "forty_thieves.hint.empty": "Empty.",
    "forty_thieves.hint.two_cards": "A reveal turns up two cards and you keep one (the Boss, if "
                                    "it is one of them).",
    "forty_thieves.hint.stack": "The {size}-gold reward stack",
    "forty_thieves.hint.holds": "Holds {amount} gold.",
    "forty_thieves.hint.refilled": "Empty: the bank refills it when the next round starts.",
    "forty_thieves.hint.next": "The next safe reveal takes it.",
    "forty_thieves.hint.bank": "The bank: {gold} gold",
    "forty_thieves.hint.bank_is": "Bonuses come from it, penalties go to it, and it refills the "
                                  "empty stacks.",
    "forty_thieves.hint.sum": ("The sum is {sum}. Of {n} card you have not seen:",
                               "The sum is {sum}. Of {n} cards you have not seen:"),
    "forty_thieves.hint.safe": ("{n} keeps it below {target}: {cards}.",
                                "{n} keep it below {target}: {cards}."),
    "forty_thieves.hint.unsafe": ("{n} ends the round: {cards}.", "{n} end the round: {cards}."),
}
