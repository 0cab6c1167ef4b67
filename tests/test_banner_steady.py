"""The banner never goes dark between turns: stepping an AI game frame by frame, every frame
says whose turn it is and what they do, in letters that are never faded to the night."""
from support.banner import banner_frames


def test_every_frame_of_an_ai_game_has_words_on_the_banner(app, monkeypatch):
    _, frames = banner_frames(app, monkeypatch, 1, 1500)
    faint = [said for said in frames
             if len(said) < 3 or any(not line["content"].strip() or sum(line["colour"]) < 250
                                     for line in said)]
    assert len(frames) > 100 and not faint, faint[:3]
