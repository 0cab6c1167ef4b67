"""Eased tweens: endpoints, the animation-speed factor, instant, skipping."""
import pytest

from scenes.kit import tween
from scenes.kit.tween import Animated, Tween


@pytest.fixture(autouse=True)
def normal_speed():
    tween.set_speed(1.0)
    yield
    tween.set_speed(1.0)


@pytest.mark.parametrize("ease", [tween.linear, tween.ease_out_cubic, tween.ease_in_out_sine,
                                  tween.ease_out_back])
def test_easings_start_at_zero_and_end_at_one(ease):
    assert ease(0.0) == pytest.approx(0.0)
    assert ease(1.0) == pytest.approx(1.0)


def test_a_tween_moves_from_start_to_end_over_its_duration():
    t = Tween(10, 20, 0.5, tween.linear)
    assert t.value == 10 and not t.done
    t.update(0.25)
    assert t.value == pytest.approx(15)
    t.update(1.0)
    assert t.value == 20 and t.done


def test_the_speed_setting_scales_durations():
    tween.set_speed(1.6)
    slow = Tween(0, 1, 0.5)
    tween.set_speed(0.5)
    fast = Tween(0, 1, 0.5)
    assert slow.duration == pytest.approx(0.8)
    assert fast.duration == pytest.approx(0.25)
    assert Tween(0, 1, 0.5, speed=2.0).duration == pytest.approx(1.0)


def test_instant_speed_ends_at_once():
    tween.set_speed(0.0)
    t = Tween(3, 9, 0.4)
    assert t.done and t.value == 9


def test_skip_jumps_to_the_end():
    t = Tween(0, 100, 10)
    t.update(1)
    t.skip()
    assert t.done and t.value == 100


def test_animated_eases_from_where_it_is_to_a_new_target():
    a = Animated(0.0, 0.2, tween.linear)
    a.target = 1.0
    a.update(0.1)
    assert a.value == pytest.approx(0.5)
    a.target = 0.0               # turned around half way: starts from 0.5
    assert a.value == pytest.approx(0.5)
    a.update(0.2)
    assert a.value == pytest.approx(0.0)
