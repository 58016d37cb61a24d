#!/usr/bin/python3
"""Tiny ONNX graphs for the user-model tests (src/inference/__fixtures__/). Deterministic; run:
/usr/bin/python3 training/make_test_models.py

- tiny-classifier.onnx: input "ecg" [1, 2, 500] (leads II, V1 at 250 Hz, 2 s) -> Flatten -> MatMul + bias
  -> output "logits" [1, 3] (classes rest / lead-II-window / lead-V1-window). Class 1 reads only lead II
  samples 200..249, class 2 only V1 samples 400..449, so occlusion must point at those windows.
- wrong-rank.onnx: input [1, 1000] (rank 2) with otherwise the same graph.
- unsupported-op.onnx: a node of an operator no runtime implements.
"""
import os
import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src', 'inference', '__fixtures__')
LEADS, N = 2, 500


def classifier_weights():
    w = np.zeros((LEADS * N, 3), dtype=np.float32)
    w[0 * N + 200:0 * N + 250, 1] = 0.2
    w[1 * N + 400:1 * N + 450, 2] = 0.2
    b = np.array([1.0, 0.0, 0.0], dtype=np.float32)
    return w, b


def save(model, name):
    onnx.checker.check_model(model)
    onnx.save(model, os.path.join(OUT, name))


def classifier(rank3=True):
    w, b = classifier_weights()
    shape = [1, LEADS, N] if rank3 else [1, LEADS * N]
    nodes = ([helper.make_node('Flatten', ['ecg'], ['flat'], axis=1)] if rank3 else []) + [
        helper.make_node('MatMul', ['flat' if rank3 else 'ecg', 'W'], ['mm']),
        helper.make_node('Add', ['mm', 'B'], ['logits']),
    ]
    g = helper.make_graph(nodes, 'tiny_classifier',
                          [helper.make_tensor_value_info('ecg', TensorProto.FLOAT, shape)],
                          [helper.make_tensor_value_info('logits', TensorProto.FLOAT, [1, 3])],
                          [numpy_helper.from_array(w, 'W'), numpy_helper.from_array(b, 'B')])
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)], producer_name='ecg-workbench-tests')


def unsupported():
    g = helper.make_graph([helper.make_node('EcgMagic', ['ecg'], ['logits'], domain='org.example.ecg')], 'bad',
                          [helper.make_tensor_value_info('ecg', TensorProto.FLOAT, [1, LEADS, N])],
                          [helper.make_tensor_value_info('logits', TensorProto.FLOAT, [1, 3])])
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 13), helper.make_opsetid('org.example.ecg', 1)])


if __name__ == '__main__':
    os.makedirs(OUT, exist_ok=True)
    save(classifier(True), 'tiny-classifier.onnx')
    save(classifier(False), 'wrong-rank.onnx')
    m = unsupported()
    onnx.save(m, os.path.join(OUT, 'unsupported-op.onnx'))  # the checker rightly rejects unknown ops
    print('wrote', sorted(os.listdir(OUT)))
