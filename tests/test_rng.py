"""The generator behind every shuffle must give the same numbers on every Python."""

import pytest

from expeditions.rng import Rng

pytestmark = pytest.mark.fast


def test_splitmix64_reference_values() -> None:
    # First outputs of splitmix64 seeded with 0, as published with the algorithm.
    rng = Rng(0)
    assert [rng.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_shuffle_is_a_permutation_and_deterministic() -> None:
    a, b = list(range(60)), list(range(60))
    Rng(42).shuffle(a)
    Rng(42).shuffle(b)
    assert a == b and sorted(a) == list(range(60)) and a != list(range(60))


def test_shuffle_draws_each_index_as_below_does() -> None:
    """The inlined shuffle is the textbook one over :meth:`Rng.below`: the same permutation
    and the same generator state after it, for every length (deals stay as they were)."""
    for seed in range(200):
        for length in (0, 1, 2, 3, 7, 44, 60, 72):
            fast, slow = Rng(seed * 31 + length), Rng(seed * 31 + length)
            items, expected = list(range(length)), list(range(length))
            fast.shuffle(items)
            for i in range(length - 1, 0, -1):
                j = slow.below(i + 1)
                expected[i], expected[j] = expected[j], expected[i]
            assert items == expected
            assert fast.getstate() == slow.getstate()


def test_below_is_in_range_and_roughly_uniform() -> None:
    rng = Rng(3)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_fork_gives_independent_streams() -> None:
    rng = Rng(1)
    first, second = rng.fork(1), rng.fork(2)
    assert [first.next_u64() for _ in range(4)] != [second.next_u64() for _ in range(4)]
