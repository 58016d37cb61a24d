"""Small 1-D U-Net: input [B, 1, L] (L multiple of 16), output logits [B, 4, L] (none/P/QRS/T)."""
import torch
import torch.nn as nn

CLASSES = ['none', 'P', 'QRS', 'T']


def block(cin, cout, k):
    return nn.Sequential(
        nn.Conv1d(cin, cout, k, padding=k // 2), nn.BatchNorm1d(cout), nn.ReLU(inplace=True),
        nn.Conv1d(cout, cout, k, padding=k // 2), nn.BatchNorm1d(cout), nn.ReLU(inplace=True),
    )


class UNet1D(nn.Module):
    def __init__(self, widths=(8, 16, 32, 48, 64), k=9):
        super().__init__()
        self.enc = nn.ModuleList()
        cin = 1
        for w in widths:
            self.enc.append(block(cin, w, k))
            cin = w
        self.pool = nn.MaxPool1d(2)
        self.up = nn.Upsample(scale_factor=2, mode='nearest')
        self.dec = nn.ModuleList()
        for i in range(len(widths) - 1, 0, -1):
            self.dec.append(block(widths[i] + widths[i - 1], widths[i - 1], k))
        self.head = nn.Conv1d(widths[0], len(CLASSES), 1)

    def forward(self, x):
        skips = []
        for i, e in enumerate(self.enc):
            x = e(x)
            if i < len(self.enc) - 1:
                skips.append(x)
                x = self.pool(x)
        for d in self.dec:
            x = d(torch.cat([self.up(x), skips.pop()], dim=1))
        return self.head(x)
