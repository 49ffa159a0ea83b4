module @jit_many_params attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<64xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<64xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<64xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<64x64xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<64xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<64xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<64x64xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<64xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<64x64xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<64xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<64xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<64xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<64x64xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<64xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<64x64xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<64xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<64xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<64xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<64x64xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<64xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<64xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<64xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<64x64xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<64xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<64xf32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<64xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<64x64xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<64xf32> {tf.aliasing_output = 33 : i32}, %arg34: tensor<64xf32> {tf.aliasing_output = 34 : i32}, %arg35: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<64x64xf32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<64xf32> {tf.aliasing_output = 37 : i32}, %arg38: tensor<64xf32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<64xf32> {tf.aliasing_output = 39 : i32}, %arg40: tensor<64x64xf32> {tf.aliasing_output = 40 : i32}, %arg41: tensor<64xf32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<64xf32> {tf.aliasing_output = 42 : i32}, %arg43: tensor<64xf32> {tf.aliasing_output = 43 : i32}, %arg44: tensor<64x64xf32> {tf.aliasing_output = 44 : i32}, %arg45: tensor<64xf32> {tf.aliasing_output = 45 : i32}, %arg46: tensor<64xf32> {tf.aliasing_output = 46 : i32}, %arg47: tensor<64xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<64x64xf32> {tf.aliasing_output = 48 : i32}, %arg49: tensor<64xf32> {tf.aliasing_output = 49 : i32}, %arg50: tensor<64xf32> {tf.aliasing_output = 50 : i32}, %arg51: tensor<64xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<64x64xf32> {tf.aliasing_output = 52 : i32}, %arg53: tensor<64xf32> {tf.aliasing_output = 53 : i32}, %arg54: tensor<64xf32> {tf.aliasing_output = 54 : i32}, %arg55: tensor<64xf32> {tf.aliasing_output = 55 : i32}, %arg56: tensor<64x64xf32> {tf.aliasing_output = 56 : i32}, %arg57: tensor<64xf32> {tf.aliasing_output = 57 : i32}, %arg58: tensor<64xf32> {tf.aliasing_output = 58 : i32}, %arg59: tensor<64xf32> {tf.aliasing_output = 59 : i32}, %arg60: tensor<64x64xf32> {tf.aliasing_output = 60 : i32}, %arg61: tensor<64xf32> {tf.aliasing_output = 61 : i32}, %arg62: tensor<64xf32> {tf.aliasing_output = 62 : i32}, %arg63: tensor<64xf32> {tf.aliasing_output = 63 : i32}, %arg64: tensor<64x64xf32> {tf.aliasing_output = 64 : i32}, %arg65: tensor<64xf32> {tf.aliasing_output = 65 : i32}, %arg66: tensor<64xf32> {tf.aliasing_output = 66 : i32}, %arg67: tensor<64xf32> {tf.aliasing_output = 67 : i32}, %arg68: tensor<64x64xf32> {tf.aliasing_output = 68 : i32}, %arg69: tensor<64xf32> {tf.aliasing_output = 69 : i32}, %arg70: tensor<64xf32> {tf.aliasing_output = 70 : i32}, %arg71: tensor<64xf32> {tf.aliasing_output = 71 : i32}, %arg72: tensor<64x64xf32> {tf.aliasing_output = 72 : i32}, %arg73: tensor<64xf32> {tf.aliasing_output = 73 : i32}, %arg74: tensor<64xf32> {tf.aliasing_output = 74 : i32}, %arg75: tensor<64xf32> {tf.aliasing_output = 75 : i32}, %arg76: tensor<64x64xf32> {tf.aliasing_output = 76 : i32}, %arg77: tensor<64xf32> {tf.aliasing_output = 77 : i32}, %arg78: tensor<64xf32> {tf.aliasing_output = 78 : i32}, %arg79: tensor<64xf32> {tf.aliasing_output = 79 : i32}, %arg80: tensor<64x64xf32> {tf.aliasing_output = 80 : i32}, %arg81: tensor<64xf32> {tf.aliasing_output = 81 : i32}, %arg82: tensor<64xf32> {tf.aliasing_output = 82 : i32}, %arg83: tensor<64xf32> {tf.aliasing_output = 83 : i32}, %arg84: tensor<64x64xf32> {tf.aliasing_output = 84 : i32}, %arg85: tensor<64xf32> {tf.aliasing_output = 85 : i32}, %arg86: tensor<64xf32> {tf.aliasing_output = 86 : i32}, %arg87: tensor<64xf32> {tf.aliasing_output = 87 : i32}, %arg88: tensor<64x64xf32> {tf.aliasing_output = 88 : i32}, %arg89: tensor<64xf32> {tf.aliasing_output = 89 : i32}, %arg90: tensor<64xf32> {tf.aliasing_output = 90 : i32}, %arg91: tensor<64xf32> {tf.aliasing_output = 91 : i32}, %arg92: tensor<64x64xf32> {tf.aliasing_output = 92 : i32}, %arg93: tensor<64xf32> {tf.aliasing_output = 93 : i32}, %arg94: tensor<64xf32> {tf.aliasing_output = 94 : i32}, %arg95: tensor<64xf32> {tf.aliasing_output = 95 : i32}, %arg96: tensor<64x64xf32> {tf.aliasing_output = 96 : i32}, %arg97: tensor<64xf32> {tf.aliasing_output = 97 : i32}, %arg98: tensor<64xf32> {tf.aliasing_output = 98 : i32}, %arg99: tensor<64xf32> {tf.aliasing_output = 99 : i32}, %arg100: tensor<64x64xf32> {tf.aliasing_output = 100 : i32}, %arg101: tensor<64xf32> {tf.aliasing_output = 101 : i32}, %arg102: tensor<64xf32> {tf.aliasing_output = 102 : i32}, %arg103: tensor<64xf32> {tf.aliasing_output = 103 : i32}, %arg104: tensor<64x64xf32> {tf.aliasing_output = 104 : i32}, %arg105: tensor<64xf32> {tf.aliasing_output = 105 : i32}, %arg106: tensor<64xf32> {tf.aliasing_output = 106 : i32}, %arg107: tensor<64xf32> {tf.aliasing_output = 107 : i32}, %arg108: tensor<64x64xf32> {tf.aliasing_output = 108 : i32}, %arg109: tensor<64xf32> {tf.aliasing_output = 109 : i32}, %arg110: tensor<64xf32> {tf.aliasing_output = 110 : i32}, %arg111: tensor<64xf32> {tf.aliasing_output = 111 : i32}, %arg112: tensor<64x64xf32> {tf.aliasing_output = 112 : i32}, %arg113: tensor<64xf32> {tf.aliasing_output = 113 : i32}, %arg114: tensor<64xf32> {tf.aliasing_output = 114 : i32}, %arg115: tensor<64xf32> {tf.aliasing_output = 115 : i32}, %arg116: tensor<64x64xf32> {tf.aliasing_output = 116 : i32}, %arg117: tensor<64xf32> {tf.aliasing_output = 117 : i32}, %arg118: tensor<64xf32> {tf.aliasing_output = 118 : i32}, %arg119: tensor<64xf32> {tf.aliasing_output = 119 : i32}, %arg120: tensor<64x64xf32> {tf.aliasing_output = 120 : i32}, %arg121: tensor<64xf32> {tf.aliasing_output = 121 : i32}, %arg122: tensor<64xf32> {tf.aliasing_output = 122 : i32}, %arg123: tensor<64xf32> {tf.aliasing_output = 123 : i32}, %arg124: tensor<64x64xf32> {tf.aliasing_output = 124 : i32}, %arg125: tensor<64xf32> {tf.aliasing_output = 125 : i32}, %arg126: tensor<64xf32> {tf.aliasing_output = 126 : i32}, %arg127: tensor<64xf32> {tf.aliasing_output = 127 : i32}, %arg128: tensor<64x64xf32> {tf.aliasing_output = 128 : i32}, %arg129: tensor<64xf32> {tf.aliasing_output = 129 : i32}, %arg130: tensor<64xf32> {tf.aliasing_output = 130 : i32}, %arg131: tensor<64xf32> {tf.aliasing_output = 131 : i32}, %arg132: tensor<64x64xf32> {tf.aliasing_output = 132 : i32}, %arg133: tensor<64xf32> {tf.aliasing_output = 133 : i32}, %arg134: tensor<64xf32> {tf.aliasing_output = 134 : i32}, %arg135: tensor<64xf32> {tf.aliasing_output = 135 : i32}, %arg136: tensor<64x64xf32> {tf.aliasing_output = 136 : i32}, %arg137: tensor<64xf32> {tf.aliasing_output = 137 : i32}, %arg138: tensor<64xf32> {tf.aliasing_output = 138 : i32}, %arg139: tensor<64xf32> {tf.aliasing_output = 139 : i32}, %arg140: tensor<64x64xf32> {tf.aliasing_output = 140 : i32}, %arg141: tensor<64xf32> {tf.aliasing_output = 141 : i32}, %arg142: tensor<64xf32> {tf.aliasing_output = 142 : i32}, %arg143: tensor<64xf32> {tf.aliasing_output = 143 : i32}, %arg144: tensor<64x64xf32> {tf.aliasing_output = 144 : i32}, %arg145: tensor<64xf32> {tf.aliasing_output = 145 : i32}, %arg146: tensor<64xf32> {tf.aliasing_output = 146 : i32}, %arg147: tensor<64xf32> {tf.aliasing_output = 147 : i32}, %arg148: tensor<64x64xf32> {tf.aliasing_output = 148 : i32}, %arg149: tensor<64xf32> {tf.aliasing_output = 149 : i32}, %arg150: tensor<64xf32> {tf.aliasing_output = 150 : i32}, %arg151: tensor<64xf32> {tf.aliasing_output = 151 : i32}, %arg152: tensor<64x64xf32> {tf.aliasing_output = 152 : i32}, %arg153: tensor<64xf32> {tf.aliasing_output = 153 : i32}, %arg154: tensor<64xf32> {tf.aliasing_output = 154 : i32}, %arg155: tensor<64xf32> {tf.aliasing_output = 155 : i32}, %arg156: tensor<64x64xf32> {tf.aliasing_output = 156 : i32}, %arg157: tensor<64xf32> {tf.aliasing_output = 157 : i32}, %arg158: tensor<64xf32> {tf.aliasing_output = 158 : i32}, %arg159: tensor<64xf32> {tf.aliasing_output = 159 : i32}, %arg160: tensor<64x64xf32> {tf.aliasing_output = 160 : i32}, %arg161: tensor<64xf32> {tf.aliasing_output = 161 : i32}, %arg162: tensor<64xf32> {tf.aliasing_output = 162 : i32}, %arg163: tensor<64xf32> {tf.aliasing_output = 163 : i32}, %arg164: tensor<64x64xf32> {tf.aliasing_output = 164 : i32}, %arg165: tensor<64xf32> {tf.aliasing_output = 165 : i32}, %arg166: tensor<64xf32> {tf.aliasing_output = 166 : i32}, %arg167: tensor<64xf32> {tf.aliasing_output = 167 : i32}, %arg168: tensor<64x64xf32> {tf.aliasing_output = 168 : i32}, %arg169: tensor<64xf32> {tf.aliasing_output = 169 : i32}, %arg170: tensor<64xf32> {tf.aliasing_output = 170 : i32}, %arg171: tensor<64xf32> {tf.aliasing_output = 171 : i32}, %arg172: tensor<64x64xf32> {tf.aliasing_output = 172 : i32}, %arg173: tensor<64xf32> {tf.aliasing_output = 173 : i32}, %arg174: tensor<64xf32> {tf.aliasing_output = 174 : i32}, %arg175: tensor<64xf32> {tf.aliasing_output = 175 : i32}, %arg176: tensor<64x64xf32> {tf.aliasing_output = 176 : i32}, %arg177: tensor<64xf32> {tf.aliasing_output = 177 : i32}, %arg178: tensor<64xf32> {tf.aliasing_output = 178 : i32}, %arg179: tensor<64xf32> {tf.aliasing_output = 179 : i32}, %arg180: tensor<64x64xf32> {tf.aliasing_output = 180 : i32}, %arg181: tensor<64xf32> {tf.aliasing_output = 181 : i32}, %arg182: tensor<64xf32> {tf.aliasing_output = 182 : i32}, %arg183: tensor<64xf32> {tf.aliasing_output = 183 : i32}, %arg184: tensor<64x64xf32> {tf.aliasing_output = 184 : i32}, %arg185: tensor<64xf32> {tf.aliasing_output = 185 : i32}, %arg186: tensor<64xf32> {tf.aliasing_output = 186 : i32}, %arg187: tensor<64xf32> {tf.aliasing_output = 187 : i32}, %arg188: tensor<64x64xf32> {tf.aliasing_output = 188 : i32}, %arg189: tensor<64xf32> {tf.aliasing_output = 189 : i32}, %arg190: tensor<64xf32> {tf.aliasing_output = 190 : i32}, %arg191: tensor<64xf32> {tf.aliasing_output = 191 : i32}, %arg192: tensor<64x64xf32> {tf.aliasing_output = 192 : i32}, %arg193: tensor<64xf32> {tf.aliasing_output = 193 : i32}, %arg194: tensor<64xf32> {tf.aliasing_output = 194 : i32}, %arg195: tensor<64xf32> {tf.aliasing_output = 195 : i32}, %arg196: tensor<64x64xf32> {tf.aliasing_output = 196 : i32}, %arg197: tensor<64xf32> {tf.aliasing_output = 197 : i32}, %arg198: tensor<64xf32> {tf.aliasing_output = 198 : i32}, %arg199: tensor<64xf32> {tf.aliasing_output = 199 : i32}, %arg200: tensor<64x64xf32> {tf.aliasing_output = 200 : i32}, %arg201: tensor<64xf32> {tf.aliasing_output = 201 : i32}, %arg202: tensor<64xf32> {tf.aliasing_output = 202 : i32}, %arg203: tensor<64xf32> {tf.aliasing_output = 203 : i32}, %arg204: tensor<64x64xf32> {tf.aliasing_output = 204 : i32}, %arg205: tensor<64xf32> {tf.aliasing_output = 205 : i32}, %arg206: tensor<64xf32> {tf.aliasing_output = 206 : i32}, %arg207: tensor<64xf32> {tf.aliasing_output = 207 : i32}, %arg208: tensor<64x64xf32> {tf.aliasing_output = 208 : i32}, %arg209: tensor<64xf32> {tf.aliasing_output = 209 : i32}, %arg210: tensor<64xf32> {tf.aliasing_output = 210 : i32}, %arg211: tensor<64xf32> {tf.aliasing_output = 211 : i32}, %arg212: tensor<64x64xf32> {tf.aliasing_output = 212 : i32}, %arg213: tensor<64xf32> {tf.aliasing_output = 213 : i32}, %arg214: tensor<64xf32> {tf.aliasing_output = 214 : i32}, %arg215: tensor<64xf32> {tf.aliasing_output = 215 : i32}, %arg216: tensor<64x64xf32> {tf.aliasing_output = 216 : i32}, %arg217: tensor<64xf32> {tf.aliasing_output = 217 : i32}, %arg218: tensor<64xf32> {tf.aliasing_output = 218 : i32}, %arg219: tensor<64xf32> {tf.aliasing_output = 219 : i32}, %arg220: tensor<64x64xf32> {tf.aliasing_output = 220 : i32}, %arg221: tensor<64xf32> {tf.aliasing_output = 221 : i32}, %arg222: tensor<64xf32> {tf.aliasing_output = 222 : i32}, %arg223: tensor<64xf32> {tf.aliasing_output = 223 : i32}, %arg224: tensor<64x64xf32> {tf.aliasing_output = 224 : i32}, %arg225: tensor<64xf32> {tf.aliasing_output = 225 : i32}, %arg226: tensor<64xf32> {tf.aliasing_output = 226 : i32}, %arg227: tensor<64xf32> {tf.aliasing_output = 227 : i32}, %arg228: tensor<64x64xf32> {tf.aliasing_output = 228 : i32}, %arg229: tensor<64xf32> {tf.aliasing_output = 229 : i32}, %arg230: tensor<64xf32> {tf.aliasing_output = 230 : i32}, %arg231: tensor<64xf32> {tf.aliasing_output = 231 : i32}, %arg232: tensor<64x64xf32> {tf.aliasing_output = 232 : i32}, %arg233: tensor<64xf32> {tf.aliasing_output = 233 : i32}, %arg234: tensor<64xf32> {tf.aliasing_output = 234 : i32}, %arg235: tensor<64xf32> {tf.aliasing_output = 235 : i32}, %arg236: tensor<64x64xf32> {tf.aliasing_output = 236 : i32}, %arg237: tensor<64xf32> {tf.aliasing_output = 237 : i32}, %arg238: tensor<64xf32> {tf.aliasing_output = 238 : i32}, %arg239: tensor<64xf32> {tf.aliasing_output = 239 : i32}, %arg240: tensor<64x64xf32> {tf.aliasing_output = 240 : i32}, %arg241: tensor<64xf32> {tf.aliasing_output = 241 : i32}, %arg242: tensor<64xf32> {tf.aliasing_output = 242 : i32}, %arg243: tensor<64xf32> {tf.aliasing_output = 243 : i32}, %arg244: tensor<64x64xf32> {tf.aliasing_output = 244 : i32}, %arg245: tensor<64xf32> {tf.aliasing_output = 245 : i32}, %arg246: tensor<64xf32> {tf.aliasing_output = 246 : i32}, %arg247: tensor<64xf32> {tf.aliasing_output = 247 : i32}, %arg248: tensor<64x64xf32> {tf.aliasing_output = 248 : i32}, %arg249: tensor<64xf32> {tf.aliasing_output = 249 : i32}, %arg250: tensor<64xf32> {tf.aliasing_output = 250 : i32}, %arg251: tensor<64xf32> {tf.aliasing_output = 251 : i32}, %arg252: tensor<64x64xf32> {tf.aliasing_output = 252 : i32}, %arg253: tensor<64xf32> {tf.aliasing_output = 253 : i32}, %arg254: tensor<64xf32> {tf.aliasing_output = 254 : i32}, %arg255: tensor<64xf32> {tf.aliasing_output = 255 : i32}, %arg256: tensor<32x64xf32>) -> (tensor<64x64xf32> {jax.result_info = "result[0][0][0]"}, tensor<64xf32> {jax.result_info = "result[0][0][1]"}, tensor<64xf32> {jax.result_info = "result[0][0][2]"}, tensor<64xf32> {jax.result_info = "result[0][0][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][1][0]"}, tensor<64xf32> {jax.result_info = "result[0][1][1]"}, tensor<64xf32> {jax.result_info = "result[0][1][2]"}, tensor<64xf32> {jax.result_info = "result[0][1][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][2][0]"}, tensor<64xf32> {jax.result_info = "result[0][2][1]"}, tensor<64xf32> {jax.result_info = "result[0][2][2]"}, tensor<64xf32> {jax.result_info = "result[0][2][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][3][0]"}, tensor<64xf32> {jax.result_info = "result[0][3][1]"}, tensor<64xf32> {jax.result_info = "result[0][3][2]"}, tensor<64xf32> {jax.result_info = "result[0][3][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][4][0]"}, tensor<64xf32> {jax.result_info = "result[0][4][1]"}, tensor<64xf32> {jax.result_info = "result[0][4][2]"}, tensor<64xf32> {jax.result_info = "result[0][4][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][5][0]"}, tensor<64xf32> {jax.result_info = "result[0][5][1]"}, tensor<64xf32> {jax.result_info = "result[0][5][2]"}, tensor<64xf32> {jax.result_info = "result[0][5][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][6][0]"}, tensor<64xf32> {jax.result_info = "result[0][6][1]"}, tensor<64xf32> {jax.result_info = "result[0][6][2]"}, tensor<64xf32> {jax.result_info = "result[0][6][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][7][0]"}, tensor<64xf32> {jax.result_info = "result[0][7][1]"}, tensor<64xf32> {jax.result_info = "result[0][7][2]"}, tensor<64xf32> {jax.result_info = "result[0][7][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][8][0]"}, tensor<64xf32> {jax.result_info = "result[0][8][1]"}, tensor<64xf32> {jax.result_info = "result[0][8][2]"}, tensor<64xf32> {jax.result_info = "result[0][8][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][9][0]"}, tensor<64xf32> {jax.result_info = "result[0][9][1]"}, tensor<64xf32> {jax.result_info = "result[0][9][2]"}, tensor<64xf32> {jax.result_info = "result[0][9][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][10][0]"}, tensor<64xf32> {jax.result_info = "result[0][10][1]"}, tensor<64xf32> {jax.result_info = "result[0][10][2]"}, tensor<64xf32> {jax.result_info = "result[0][10][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][11][0]"}, tensor<64xf32> {jax.result_info = "result[0][11][1]"}, tensor<64xf32> {jax.result_info = "result[0][11][2]"}, tensor<64xf32> {jax.result_info = "result[0][11][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][12][0]"}, tensor<64xf32> {jax.result_info = "result[0][12][1]"}, tensor<64xf32> {jax.result_info = "result[0][12][2]"}, tensor<64xf32> {jax.result_info = "result[0][12][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][13][0]"}, tensor<64xf32> {jax.result_info = "result[0][13][1]"}, tensor<64xf32> {jax.result_info = "result[0][13][2]"}, tensor<64xf32> {jax.result_info = "result[0][13][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][14][0]"}, tensor<64xf32> {jax.result_info = "result[0][14][1]"}, tensor<64xf32> {jax.result_info = "result[0][14][2]"}, tensor<64xf32> {jax.result_info = "result[0][14][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][15][0]"}, tensor<64xf32> {jax.result_info = "result[0][15][1]"}, tensor<64xf32> {jax.result_info = "result[0][15][2]"}, tensor<64xf32> {jax.result_info = "result[0][15][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][16][0]"}, tensor<64xf32> {jax.result_info = "result[0][16][1]"}, tensor<64xf32> {jax.result_info = "result[0][16][2]"}, tensor<64xf32> {jax.result_info = "result[0][16][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][17][0]"}, tensor<64xf32> {jax.result_info = "result[0][17][1]"}, tensor<64xf32> {jax.result_info = "result[0][17][2]"}, tensor<64xf32> {jax.result_info = "result[0][17][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][18][0]"}, tensor<64xf32> {jax.result_info = "result[0][18][1]"}, tensor<64xf32> {jax.result_info = "result[0][18][2]"}, tensor<64xf32> {jax.result_info = "result[0][18][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][19][0]"}, tensor<64xf32> {jax.result_info = "result[0][19][1]"}, tensor<64xf32> {jax.result_info = "result[0][19][2]"}, tensor<64xf32> {jax.result_info = "result[0][19][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][20][0]"}, tensor<64xf32> {jax.result_info = "result[0][20][1]"}, tensor<64xf32> {jax.result_info = "result[0][20][2]"}, tensor<64xf32> {jax.result_info = "result[0][20][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][21][0]"}, tensor<64xf32> {jax.result_info = "result[0][21][1]"}, tensor<64xf32> {jax.result_info = "result[0][21][2]"}, tensor<64xf32> {jax.result_info = "result[0][21][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][22][0]"}, tensor<64xf32> {jax.result_info = "result[0][22][1]"}, tensor<64xf32> {jax.result_info = "result[0][22][2]"}, tensor<64xf32> {jax.result_info = "result[0][22][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][23][0]"}, tensor<64xf32> {jax.result_info = "result[0][23][1]"}, tensor<64xf32> {jax.result_info = "result[0][23][2]"}, tensor<64xf32> {jax.result_info = "result[0][23][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][24][0]"}, tensor<64xf32> {jax.result_info = "result[0][24][1]"}, tensor<64xf32> {jax.result_info = "result[0][24][2]"}, tensor<64xf32> {jax.result_info = "result[0][24][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][25][0]"}, tensor<64xf32> {jax.result_info = "result[0][25][1]"}, tensor<64xf32> {jax.result_info = "result[0][25][2]"}, tensor<64xf32> {jax.result_info = "result[0][25][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][26][0]"}, tensor<64xf32> {jax.result_info = "result[0][26][1]"}, tensor<64xf32> {jax.result_info = "result[0][26][2]"}, tensor<64xf32> {jax.result_info = "result[0][26][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][27][0]"}, tensor<64xf32> {jax.result_info = "result[0][27][1]"}, tensor<64xf32> {jax.result_info = "result[0][27][2]"}, tensor<64xf32> {jax.result_info = "result[0][27][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][28][0]"}, tensor<64xf32> {jax.result_info = "result[0][28][1]"}, tensor<64xf32> {jax.result_info = "result[0][28][2]"}, tensor<64xf32> {jax.result_info = "result[0][28][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][29][0]"}, tensor<64xf32> {jax.result_info = "result[0][29][1]"}, tensor<64xf32> {jax.result_info = "result[0][29][2]"}, tensor<64xf32> {jax.result_info = "result[0][29][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][30][0]"}, tensor<64xf32> {jax.result_info = "result[0][30][1]"}, tensor<64xf32> {jax.result_info = "result[0][30][2]"}, tensor<64xf32> {jax.result_info = "result[0][30][3]"}, tensor<64x64xf32> {jax.result_info = "result[0][31][0]"}, tensor<64xf32> {jax.result_info = "result[0][31][1]"}, tensor<64xf32> {jax.result_info = "result[0][31][2]"}, tensor<64xf32> {jax.result_info = "result[0][31][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][0][0]"}, tensor<64xf32> {jax.result_info = "result[1][0][1]"}, tensor<64xf32> {jax.result_info = "result[1][0][2]"}, tensor<64xf32> {jax.result_info = "result[1][0][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][1][0]"}, tensor<64xf32> {jax.result_info = "result[1][1][1]"}, tensor<64xf32> {jax.result_info = "result[1][1][2]"}, tensor<64xf32> {jax.result_info = "result[1][1][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][2][0]"}, tensor<64xf32> {jax.result_info = "result[1][2][1]"}, tensor<64xf32> {jax.result_info = "result[1][2][2]"}, tensor<64xf32> {jax.result_info = "result[1][2][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][3][0]"}, tensor<64xf32> {jax.result_info = "result[1][3][1]"}, tensor<64xf32> {jax.result_info = "result[1][3][2]"}, tensor<64xf32> {jax.result_info = "result[1][3][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][4][0]"}, tensor<64xf32> {jax.result_info = "result[1][4][1]"}, tensor<64xf32> {jax.result_info = "result[1][4][2]"}, tensor<64xf32> {jax.result_info = "result[1][4][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][5][0]"}, tensor<64xf32> {jax.result_info = "result[1][5][1]"}, tensor<64xf32> {jax.result_info = "result[1][5][2]"}, tensor<64xf32> {jax.result_info = "result[1][5][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][6][0]"}, tensor<64xf32> {jax.result_info = "result[1][6][1]"}, tensor<64xf32> {jax.result_info = "result[1][6][2]"}, tensor<64xf32> {jax.result_info = "result[1][6][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][7][0]"}, tensor<64xf32> {jax.result_info = "result[1][7][1]"}, tensor<64xf32> {jax.result_info = "result[1][7][2]"}, tensor<64xf32> {jax.result_info = "result[1][7][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][8][0]"}, tensor<64xf32> {jax.result_info = "result[1][8][1]"}, tensor<64xf32> {jax.result_info = "result[1][8][2]"}, tensor<64xf32> {jax.result_info = "result[1][8][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][9][0]"}, tensor<64xf32> {jax.result_info = "result[1][9][1]"}, tensor<64xf32> {jax.result_info = "result[1][9][2]"}, tensor<64xf32> {jax.result_info = "result[1][9][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][10][0]"}, tensor<64xf32> {jax.result_info = "result[1][10][1]"}, tensor<64xf32> {jax.result_info = "result[1][10][2]"}, tensor<64xf32> {jax.result_info = "result[1][10][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][11][0]"}, tensor<64xf32> {jax.result_info = "result[1][11][1]"}, tensor<64xf32> {jax.result_info = "result[1][11][2]"}, tensor<64xf32> {jax.result_info = "result[1][11][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][12][0]"}, tensor<64xf32> {jax.result_info = "result[1][12][1]"}, tensor<64xf32> {jax.result_info = "result[1][12][2]"}, tensor<64xf32> {jax.result_info = "result[1][12][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][13][0]"}, tensor<64xf32> {jax.result_info = "result[1][13][1]"}, tensor<64xf32> {jax.result_info = "result[1][13][2]"}, tensor<64xf32> {jax.result_info = "result[1][13][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][14][0]"}, tensor<64xf32> {jax.result_info = "result[1][14][1]"}, tensor<64xf32> {jax.result_info = "result[1][14][2]"}, tensor<64xf32> {jax.result_info = "result[1][14][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][15][0]"}, tensor<64xf32> {jax.result_info = "result[1][15][1]"}, tensor<64xf32> {jax.result_info = "result[1][15][2]"}, tensor<64xf32> {jax.result_info = "result[1][15][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][16][0]"}, tensor<64xf32> {jax.result_info = "result[1][16][1]"}, tensor<64xf32> {jax.result_info = "result[1][16][2]"}, tensor<64xf32> {jax.result_info = "result[1][16][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][17][0]"}, tensor<64xf32> {jax.result_info = "result[1][17][1]"}, tensor<64xf32> {jax.result_info = "result[1][17][2]"}, tensor<64xf32> {jax.result_info = "result[1][17][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][18][0]"}, tensor<64xf32> {jax.result_info = "result[1][18][1]"}, tensor<64xf32> {jax.result_info = "result[1][18][2]"}, tensor<64xf32> {jax.result_info = "result[1][18][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][19][0]"}, tensor<64xf32> {jax.result_info = "result[1][19][1]"}, tensor<64xf32> {jax.result_info = "result[1][19][2]"}, tensor<64xf32> {jax.result_info = "result[1][19][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][20][0]"}, tensor<64xf32> {jax.result_info = "result[1][20][1]"}, tensor<64xf32> {jax.result_info = "result[1][20][2]"}, tensor<64xf32> {jax.result_info = "result[1][20][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][21][0]"}, tensor<64xf32> {jax.result_info = "result[1][21][1]"}, tensor<64xf32> {jax.result_info = "result[1][21][2]"}, tensor<64xf32> {jax.result_info = "result[1][21][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][22][0]"}, tensor<64xf32> {jax.result_info = "result[1][22][1]"}, tensor<64xf32> {jax.result_info = "result[1][22][2]"}, tensor<64xf32> {jax.result_info = "result[1][22][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][23][0]"}, tensor<64xf32> {jax.result_info = "result[1][23][1]"}, tensor<64xf32> {jax.result_info = "result[1][23][2]"}, tensor<64xf32> {jax.result_info = "result[1][23][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][24][0]"}, tensor<64xf32> {jax.result_info = "result[1][24][1]"}, tensor<64xf32> {jax.result_info = "result[1][24][2]"}, tensor<64xf32> {jax.result_info = "result[1][24][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][25][0]"}, tensor<64xf32> {jax.result_info = "result[1][25][1]"}, tensor<64xf32> {jax.result_info = "result[1][25][2]"}, tensor<64xf32> {jax.result_info = "result[1][25][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][26][0]"}, tensor<64xf32> {jax.result_info = "result[1][26][1]"}, tensor<64xf32> {jax.result_info = "result[1][26][2]"}, tensor<64xf32> {jax.result_info = "result[1][26][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][27][0]"}, tensor<64xf32> {jax.result_info = "result[1][27][1]"}, tensor<64xf32> {jax.result_info = "result[1][27][2]"}, tensor<64xf32> {jax.result_info = "result[1][27][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][28][0]"}, tensor<64xf32> {jax.result_info = "result[1][28][1]"}, tensor<64xf32> {jax.result_info = "result[1][28][2]"}, tensor<64xf32> {jax.result_info = "result[1][28][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][29][0]"}, tensor<64xf32> {jax.result_info = "result[1][29][1]"}, tensor<64xf32> {jax.result_info = "result[1][29][2]"}, tensor<64xf32> {jax.result_info = "result[1][29][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][30][0]"}, tensor<64xf32> {jax.result_info = "result[1][30][1]"}, tensor<64xf32> {jax.result_info = "result[1][30][2]"}, tensor<64xf32> {jax.result_info = "result[1][30][3]"}, tensor<64x64xf32> {jax.result_info = "result[1][31][0]"}, tensor<64xf32> {jax.result_info = "result[1][31][1]"}, tensor<64xf32> {jax.result_info = "result[1][31][2]"}, tensor<64xf32> {jax.result_info = "result[1][31][3]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg256, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<32x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<32x64xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<32x1xf32>
    %17 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %18 = stablehlo.subtract %3, %17 : tensor<32x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<32x1xf32>
    %21 = stablehlo.sqrt %20 : tensor<32x1xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %23 = stablehlo.divide %22, %21 : tensor<32x1xf32>
    %24 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %25 = stablehlo.divide %18, %24 : tensor<32x64xf32>
    %26 = stablehlo.multiply %21, %21 : tensor<32x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %28 = stablehlo.divide %27, %26 : tensor<32x1xf32>
    %29 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %31 = stablehlo.multiply %25, %30 : tensor<32x64xf32>
    %32 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %34 = stablehlo.add %31, %33 : tensor<32x64xf32>
    %35 = call @relu(%34) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %37 = stablehlo.compare GT, %34, %36, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %38 = stablehlo.add %arg256, %35 : tensor<32x64xf32>
    %39 = stablehlo.dot_general %38, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %40 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<32x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %46 = stablehlo.divide %44, %45 : tensor<32x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %48 = stablehlo.subtract %42, %47 : tensor<32x64xf32>
    %49 = stablehlo.multiply %48, %48 : tensor<32x64xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %51 = stablehlo.multiply %50, %48 : tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%49 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<32x1xf32>
    %56 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %57 = stablehlo.subtract %42, %56 : tensor<32x64xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %59 = stablehlo.add %55, %58 : tensor<32x1xf32>
    %60 = stablehlo.sqrt %59 : tensor<32x1xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %62 = stablehlo.divide %61, %60 : tensor<32x1xf32>
    %63 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %64 = stablehlo.divide %57, %63 : tensor<32x64xf32>
    %65 = stablehlo.multiply %60, %60 : tensor<32x1xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %67 = stablehlo.divide %66, %65 : tensor<32x1xf32>
    %68 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %70 = stablehlo.multiply %64, %69 : tensor<32x64xf32>
    %71 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %73 = stablehlo.add %70, %72 : tensor<32x64xf32>
    %74 = call @relu(%73) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %76 = stablehlo.compare GT, %73, %75, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %77 = stablehlo.add %38, %74 : tensor<32x64xf32>
    %78 = stablehlo.dot_general %77, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %79 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %81 = stablehlo.add %78, %80 : tensor<32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %85 = stablehlo.divide %83, %84 : tensor<32x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %87 = stablehlo.subtract %81, %86 : tensor<32x64xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<32x64xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %90 = stablehlo.multiply %89, %87 : tensor<32x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%88 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<32x1xf32>
    %95 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %96 = stablehlo.subtract %81, %95 : tensor<32x64xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %98 = stablehlo.add %94, %97 : tensor<32x1xf32>
    %99 = stablehlo.sqrt %98 : tensor<32x1xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %101 = stablehlo.divide %100, %99 : tensor<32x1xf32>
    %102 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %103 = stablehlo.divide %96, %102 : tensor<32x64xf32>
    %104 = stablehlo.multiply %99, %99 : tensor<32x1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %106 = stablehlo.divide %105, %104 : tensor<32x1xf32>
    %107 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %109 = stablehlo.multiply %103, %108 : tensor<32x64xf32>
    %110 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %112 = stablehlo.add %109, %111 : tensor<32x64xf32>
    %113 = call @relu(%112) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %115 = stablehlo.compare GT, %112, %114, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %116 = stablehlo.add %77, %113 : tensor<32x64xf32>
    %117 = stablehlo.dot_general %116, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %118 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %120 = stablehlo.add %117, %119 : tensor<32x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %124 = stablehlo.divide %122, %123 : tensor<32x1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %126 = stablehlo.subtract %120, %125 : tensor<32x64xf32>
    %127 = stablehlo.multiply %126, %126 : tensor<32x64xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %129 = stablehlo.multiply %128, %126 : tensor<32x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%127 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %133 = stablehlo.divide %131, %132 : tensor<32x1xf32>
    %134 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %135 = stablehlo.subtract %120, %134 : tensor<32x64xf32>
    %cst_31 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %137 = stablehlo.add %133, %136 : tensor<32x1xf32>
    %138 = stablehlo.sqrt %137 : tensor<32x1xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %140 = stablehlo.divide %139, %138 : tensor<32x1xf32>
    %141 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %142 = stablehlo.divide %135, %141 : tensor<32x64xf32>
    %143 = stablehlo.multiply %138, %138 : tensor<32x1xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %145 = stablehlo.divide %144, %143 : tensor<32x1xf32>
    %146 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %148 = stablehlo.multiply %142, %147 : tensor<32x64xf32>
    %149 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %151 = stablehlo.add %148, %150 : tensor<32x64xf32>
    %152 = call @relu(%151) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %154 = stablehlo.compare GT, %151, %153, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %155 = stablehlo.add %116, %152 : tensor<32x64xf32>
    %156 = stablehlo.dot_general %155, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %157 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %159 = stablehlo.add %156, %158 : tensor<32x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<32x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %165 = stablehlo.subtract %159, %164 : tensor<32x64xf32>
    %166 = stablehlo.multiply %165, %165 : tensor<32x64xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %168 = stablehlo.multiply %167, %165 : tensor<32x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%166 init: %cst_38) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %172 = stablehlo.divide %170, %171 : tensor<32x1xf32>
    %173 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %174 = stablehlo.subtract %159, %173 : tensor<32x64xf32>
    %cst_40 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %176 = stablehlo.add %172, %175 : tensor<32x1xf32>
    %177 = stablehlo.sqrt %176 : tensor<32x1xf32>
    %cst_41 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %179 = stablehlo.divide %178, %177 : tensor<32x1xf32>
    %180 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %181 = stablehlo.divide %174, %180 : tensor<32x64xf32>
    %182 = stablehlo.multiply %177, %177 : tensor<32x1xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %184 = stablehlo.divide %183, %182 : tensor<32x1xf32>
    %185 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %187 = stablehlo.multiply %181, %186 : tensor<32x64xf32>
    %188 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %190 = stablehlo.add %187, %189 : tensor<32x64xf32>
    %191 = call @relu(%190) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %193 = stablehlo.compare GT, %190, %192, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %194 = stablehlo.add %155, %191 : tensor<32x64xf32>
    %195 = stablehlo.dot_general %194, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %196 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %198 = stablehlo.add %195, %197 : tensor<32x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_44) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %202 = stablehlo.divide %200, %201 : tensor<32x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %204 = stablehlo.subtract %198, %203 : tensor<32x64xf32>
    %205 = stablehlo.multiply %204, %204 : tensor<32x64xf32>
    %cst_46 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %207 = stablehlo.multiply %206, %204 : tensor<32x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%205 init: %cst_47) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_48 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %211 = stablehlo.divide %209, %210 : tensor<32x1xf32>
    %212 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %213 = stablehlo.subtract %198, %212 : tensor<32x64xf32>
    %cst_49 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %215 = stablehlo.add %211, %214 : tensor<32x1xf32>
    %216 = stablehlo.sqrt %215 : tensor<32x1xf32>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %218 = stablehlo.divide %217, %216 : tensor<32x1xf32>
    %219 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %220 = stablehlo.divide %213, %219 : tensor<32x64xf32>
    %221 = stablehlo.multiply %216, %216 : tensor<32x1xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %223 = stablehlo.divide %222, %221 : tensor<32x1xf32>
    %224 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %226 = stablehlo.multiply %220, %225 : tensor<32x64xf32>
    %227 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %229 = stablehlo.add %226, %228 : tensor<32x64xf32>
    %230 = call @relu(%229) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %232 = stablehlo.compare GT, %229, %231, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %233 = stablehlo.add %194, %230 : tensor<32x64xf32>
    %234 = stablehlo.dot_general %233, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %235 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %237 = stablehlo.add %234, %236 : tensor<32x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %241 = stablehlo.divide %239, %240 : tensor<32x1xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %243 = stablehlo.subtract %237, %242 : tensor<32x64xf32>
    %244 = stablehlo.multiply %243, %243 : tensor<32x64xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %246 = stablehlo.multiply %245, %243 : tensor<32x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%244 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_57 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %250 = stablehlo.divide %248, %249 : tensor<32x1xf32>
    %251 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %252 = stablehlo.subtract %237, %251 : tensor<32x64xf32>
    %cst_58 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %254 = stablehlo.add %250, %253 : tensor<32x1xf32>
    %255 = stablehlo.sqrt %254 : tensor<32x1xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %257 = stablehlo.divide %256, %255 : tensor<32x1xf32>
    %258 = stablehlo.broadcast_in_dim %255, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %259 = stablehlo.divide %252, %258 : tensor<32x64xf32>
    %260 = stablehlo.multiply %255, %255 : tensor<32x1xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %262 = stablehlo.divide %261, %260 : tensor<32x1xf32>
    %263 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %265 = stablehlo.multiply %259, %264 : tensor<32x64xf32>
    %266 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %268 = stablehlo.add %265, %267 : tensor<32x64xf32>
    %269 = call @relu(%268) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %271 = stablehlo.compare GT, %268, %270, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %272 = stablehlo.add %233, %269 : tensor<32x64xf32>
    %273 = stablehlo.dot_general %272, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %274 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %276 = stablehlo.add %273, %275 : tensor<32x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_62) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_63 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %280 = stablehlo.divide %278, %279 : tensor<32x1xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %282 = stablehlo.subtract %276, %281 : tensor<32x64xf32>
    %283 = stablehlo.multiply %282, %282 : tensor<32x64xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %285 = stablehlo.multiply %284, %282 : tensor<32x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%283 init: %cst_65) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_66 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %289 = stablehlo.divide %287, %288 : tensor<32x1xf32>
    %290 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %291 = stablehlo.subtract %276, %290 : tensor<32x64xf32>
    %cst_67 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %293 = stablehlo.add %289, %292 : tensor<32x1xf32>
    %294 = stablehlo.sqrt %293 : tensor<32x1xf32>
    %cst_68 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %296 = stablehlo.divide %295, %294 : tensor<32x1xf32>
    %297 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %298 = stablehlo.divide %291, %297 : tensor<32x64xf32>
    %299 = stablehlo.multiply %294, %294 : tensor<32x1xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %301 = stablehlo.divide %300, %299 : tensor<32x1xf32>
    %302 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %304 = stablehlo.multiply %298, %303 : tensor<32x64xf32>
    %305 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %307 = stablehlo.add %304, %306 : tensor<32x64xf32>
    %308 = call @relu(%307) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %310 = stablehlo.compare GT, %307, %309, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %311 = stablehlo.add %272, %308 : tensor<32x64xf32>
    %312 = stablehlo.dot_general %311, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %313 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %315 = stablehlo.add %312, %314 : tensor<32x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.reduce(%315 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_72 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %319 = stablehlo.divide %317, %318 : tensor<32x1xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %321 = stablehlo.subtract %315, %320 : tensor<32x64xf32>
    %322 = stablehlo.multiply %321, %321 : tensor<32x64xf32>
    %cst_73 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %324 = stablehlo.multiply %323, %321 : tensor<32x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%322 init: %cst_74) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_75 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %328 = stablehlo.divide %326, %327 : tensor<32x1xf32>
    %329 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %330 = stablehlo.subtract %315, %329 : tensor<32x64xf32>
    %cst_76 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %332 = stablehlo.add %328, %331 : tensor<32x1xf32>
    %333 = stablehlo.sqrt %332 : tensor<32x1xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %335 = stablehlo.divide %334, %333 : tensor<32x1xf32>
    %336 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %337 = stablehlo.divide %330, %336 : tensor<32x64xf32>
    %338 = stablehlo.multiply %333, %333 : tensor<32x1xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %340 = stablehlo.divide %339, %338 : tensor<32x1xf32>
    %341 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %343 = stablehlo.multiply %337, %342 : tensor<32x64xf32>
    %344 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %346 = stablehlo.add %343, %345 : tensor<32x64xf32>
    %347 = call @relu(%346) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %349 = stablehlo.compare GT, %346, %348, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %350 = stablehlo.add %311, %347 : tensor<32x64xf32>
    %351 = stablehlo.dot_general %350, %arg36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %352 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %354 = stablehlo.add %351, %353 : tensor<32x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%354 init: %cst_80) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_81 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %358 = stablehlo.divide %356, %357 : tensor<32x1xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %360 = stablehlo.subtract %354, %359 : tensor<32x64xf32>
    %361 = stablehlo.multiply %360, %360 : tensor<32x64xf32>
    %cst_82 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %363 = stablehlo.multiply %362, %360 : tensor<32x64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.reduce(%361 init: %cst_83) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_84 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %367 = stablehlo.divide %365, %366 : tensor<32x1xf32>
    %368 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %369 = stablehlo.subtract %354, %368 : tensor<32x64xf32>
    %cst_85 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %371 = stablehlo.add %367, %370 : tensor<32x1xf32>
    %372 = stablehlo.sqrt %371 : tensor<32x1xf32>
    %cst_86 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %374 = stablehlo.divide %373, %372 : tensor<32x1xf32>
    %375 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %376 = stablehlo.divide %369, %375 : tensor<32x64xf32>
    %377 = stablehlo.multiply %372, %372 : tensor<32x1xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %379 = stablehlo.divide %378, %377 : tensor<32x1xf32>
    %380 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %382 = stablehlo.multiply %376, %381 : tensor<32x64xf32>
    %383 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %385 = stablehlo.add %382, %384 : tensor<32x64xf32>
    %386 = call @relu(%385) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %388 = stablehlo.compare GT, %385, %387, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %389 = stablehlo.add %350, %386 : tensor<32x64xf32>
    %390 = stablehlo.dot_general %389, %arg40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %391 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %393 = stablehlo.add %390, %392 : tensor<32x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%393 init: %cst_89) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_90 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %397 = stablehlo.divide %395, %396 : tensor<32x1xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %399 = stablehlo.subtract %393, %398 : tensor<32x64xf32>
    %400 = stablehlo.multiply %399, %399 : tensor<32x64xf32>
    %cst_91 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %402 = stablehlo.multiply %401, %399 : tensor<32x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%400 init: %cst_92) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %406 = stablehlo.divide %404, %405 : tensor<32x1xf32>
    %407 = stablehlo.broadcast_in_dim %397, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %408 = stablehlo.subtract %393, %407 : tensor<32x64xf32>
    %cst_94 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %410 = stablehlo.add %406, %409 : tensor<32x1xf32>
    %411 = stablehlo.sqrt %410 : tensor<32x1xf32>
    %cst_95 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %413 = stablehlo.divide %412, %411 : tensor<32x1xf32>
    %414 = stablehlo.broadcast_in_dim %411, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %415 = stablehlo.divide %408, %414 : tensor<32x64xf32>
    %416 = stablehlo.multiply %411, %411 : tensor<32x1xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %418 = stablehlo.divide %417, %416 : tensor<32x1xf32>
    %419 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %421 = stablehlo.multiply %415, %420 : tensor<32x64xf32>
    %422 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %424 = stablehlo.add %421, %423 : tensor<32x64xf32>
    %425 = call @relu(%424) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %427 = stablehlo.compare GT, %424, %426, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %428 = stablehlo.add %389, %425 : tensor<32x64xf32>
    %429 = stablehlo.dot_general %428, %arg44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %430 = stablehlo.broadcast_in_dim %arg45, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %432 = stablehlo.add %429, %431 : tensor<32x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_98) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_99 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %436 = stablehlo.divide %434, %435 : tensor<32x1xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %438 = stablehlo.subtract %432, %437 : tensor<32x64xf32>
    %439 = stablehlo.multiply %438, %438 : tensor<32x64xf32>
    %cst_100 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %441 = stablehlo.multiply %440, %438 : tensor<32x64xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%439 init: %cst_101) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_102 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %445 = stablehlo.divide %443, %444 : tensor<32x1xf32>
    %446 = stablehlo.broadcast_in_dim %436, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %447 = stablehlo.subtract %432, %446 : tensor<32x64xf32>
    %cst_103 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %449 = stablehlo.add %445, %448 : tensor<32x1xf32>
    %450 = stablehlo.sqrt %449 : tensor<32x1xf32>
    %cst_104 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %452 = stablehlo.divide %451, %450 : tensor<32x1xf32>
    %453 = stablehlo.broadcast_in_dim %450, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %454 = stablehlo.divide %447, %453 : tensor<32x64xf32>
    %455 = stablehlo.multiply %450, %450 : tensor<32x1xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %457 = stablehlo.divide %456, %455 : tensor<32x1xf32>
    %458 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %460 = stablehlo.multiply %454, %459 : tensor<32x64xf32>
    %461 = stablehlo.broadcast_in_dim %arg47, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %463 = stablehlo.add %460, %462 : tensor<32x64xf32>
    %464 = call @relu(%463) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %466 = stablehlo.compare GT, %463, %465, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %467 = stablehlo.add %428, %464 : tensor<32x64xf32>
    %468 = stablehlo.dot_general %467, %arg48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %469 = stablehlo.broadcast_in_dim %arg49, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %471 = stablehlo.add %468, %470 : tensor<32x64xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%471 init: %cst_107) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_108 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %475 = stablehlo.divide %473, %474 : tensor<32x1xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %477 = stablehlo.subtract %471, %476 : tensor<32x64xf32>
    %478 = stablehlo.multiply %477, %477 : tensor<32x64xf32>
    %cst_109 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %480 = stablehlo.multiply %479, %477 : tensor<32x64xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%478 init: %cst_110) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_111 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %484 = stablehlo.divide %482, %483 : tensor<32x1xf32>
    %485 = stablehlo.broadcast_in_dim %475, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %486 = stablehlo.subtract %471, %485 : tensor<32x64xf32>
    %cst_112 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %488 = stablehlo.add %484, %487 : tensor<32x1xf32>
    %489 = stablehlo.sqrt %488 : tensor<32x1xf32>
    %cst_113 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %491 = stablehlo.divide %490, %489 : tensor<32x1xf32>
    %492 = stablehlo.broadcast_in_dim %489, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %493 = stablehlo.divide %486, %492 : tensor<32x64xf32>
    %494 = stablehlo.multiply %489, %489 : tensor<32x1xf32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %496 = stablehlo.divide %495, %494 : tensor<32x1xf32>
    %497 = stablehlo.broadcast_in_dim %arg50, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %499 = stablehlo.multiply %493, %498 : tensor<32x64xf32>
    %500 = stablehlo.broadcast_in_dim %arg51, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %502 = stablehlo.add %499, %501 : tensor<32x64xf32>
    %503 = call @relu(%502) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %505 = stablehlo.compare GT, %502, %504, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %506 = stablehlo.add %467, %503 : tensor<32x64xf32>
    %507 = stablehlo.dot_general %506, %arg52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %508 = stablehlo.broadcast_in_dim %arg53, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %510 = stablehlo.add %507, %509 : tensor<32x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.reduce(%510 init: %cst_116) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_117 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %514 = stablehlo.divide %512, %513 : tensor<32x1xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %516 = stablehlo.subtract %510, %515 : tensor<32x64xf32>
    %517 = stablehlo.multiply %516, %516 : tensor<32x64xf32>
    %cst_118 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %519 = stablehlo.multiply %518, %516 : tensor<32x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.reduce(%517 init: %cst_119) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_120 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %523 = stablehlo.divide %521, %522 : tensor<32x1xf32>
    %524 = stablehlo.broadcast_in_dim %514, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %525 = stablehlo.subtract %510, %524 : tensor<32x64xf32>
    %cst_121 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %527 = stablehlo.add %523, %526 : tensor<32x1xf32>
    %528 = stablehlo.sqrt %527 : tensor<32x1xf32>
    %cst_122 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %530 = stablehlo.divide %529, %528 : tensor<32x1xf32>
    %531 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %532 = stablehlo.divide %525, %531 : tensor<32x64xf32>
    %533 = stablehlo.multiply %528, %528 : tensor<32x1xf32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %535 = stablehlo.divide %534, %533 : tensor<32x1xf32>
    %536 = stablehlo.broadcast_in_dim %arg54, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %538 = stablehlo.multiply %532, %537 : tensor<32x64xf32>
    %539 = stablehlo.broadcast_in_dim %arg55, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %541 = stablehlo.add %538, %540 : tensor<32x64xf32>
    %542 = call @relu(%541) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %544 = stablehlo.compare GT, %541, %543, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %545 = stablehlo.add %506, %542 : tensor<32x64xf32>
    %546 = stablehlo.dot_general %545, %arg56, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %547 = stablehlo.broadcast_in_dim %arg57, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %549 = stablehlo.add %546, %548 : tensor<32x64xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.reduce(%549 init: %cst_125) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_126 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %553 = stablehlo.divide %551, %552 : tensor<32x1xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %555 = stablehlo.subtract %549, %554 : tensor<32x64xf32>
    %556 = stablehlo.multiply %555, %555 : tensor<32x64xf32>
    %cst_127 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %558 = stablehlo.multiply %557, %555 : tensor<32x64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%556 init: %cst_128) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_129 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %562 = stablehlo.divide %560, %561 : tensor<32x1xf32>
    %563 = stablehlo.broadcast_in_dim %553, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %564 = stablehlo.subtract %549, %563 : tensor<32x64xf32>
    %cst_130 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %566 = stablehlo.add %562, %565 : tensor<32x1xf32>
    %567 = stablehlo.sqrt %566 : tensor<32x1xf32>
    %cst_131 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %569 = stablehlo.divide %568, %567 : tensor<32x1xf32>
    %570 = stablehlo.broadcast_in_dim %567, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %571 = stablehlo.divide %564, %570 : tensor<32x64xf32>
    %572 = stablehlo.multiply %567, %567 : tensor<32x1xf32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %574 = stablehlo.divide %573, %572 : tensor<32x1xf32>
    %575 = stablehlo.broadcast_in_dim %arg58, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %577 = stablehlo.multiply %571, %576 : tensor<32x64xf32>
    %578 = stablehlo.broadcast_in_dim %arg59, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %580 = stablehlo.add %577, %579 : tensor<32x64xf32>
    %581 = call @relu(%580) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %583 = stablehlo.compare GT, %580, %582, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %584 = stablehlo.add %545, %581 : tensor<32x64xf32>
    %585 = stablehlo.dot_general %584, %arg60, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %586 = stablehlo.broadcast_in_dim %arg61, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %588 = stablehlo.add %585, %587 : tensor<32x64xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %589 = stablehlo.reduce(%588 init: %cst_134) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_135 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %592 = stablehlo.divide %590, %591 : tensor<32x1xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %594 = stablehlo.subtract %588, %593 : tensor<32x64xf32>
    %595 = stablehlo.multiply %594, %594 : tensor<32x64xf32>
    %cst_136 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %597 = stablehlo.multiply %596, %594 : tensor<32x64xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.reduce(%595 init: %cst_137) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_138 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %601 = stablehlo.divide %599, %600 : tensor<32x1xf32>
    %602 = stablehlo.broadcast_in_dim %592, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %603 = stablehlo.subtract %588, %602 : tensor<32x64xf32>
    %cst_139 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %605 = stablehlo.add %601, %604 : tensor<32x1xf32>
    %606 = stablehlo.sqrt %605 : tensor<32x1xf32>
    %cst_140 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %608 = stablehlo.divide %607, %606 : tensor<32x1xf32>
    %609 = stablehlo.broadcast_in_dim %606, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %610 = stablehlo.divide %603, %609 : tensor<32x64xf32>
    %611 = stablehlo.multiply %606, %606 : tensor<32x1xf32>
    %cst_141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %613 = stablehlo.divide %612, %611 : tensor<32x1xf32>
    %614 = stablehlo.broadcast_in_dim %arg62, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %616 = stablehlo.multiply %610, %615 : tensor<32x64xf32>
    %617 = stablehlo.broadcast_in_dim %arg63, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %619 = stablehlo.add %616, %618 : tensor<32x64xf32>
    %620 = call @relu(%619) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %622 = stablehlo.compare GT, %619, %621, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %623 = stablehlo.add %584, %620 : tensor<32x64xf32>
    %624 = stablehlo.dot_general %623, %arg64, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %625 = stablehlo.broadcast_in_dim %arg65, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %627 = stablehlo.add %624, %626 : tensor<32x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.reduce(%627 init: %cst_143) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_144 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %631 = stablehlo.divide %629, %630 : tensor<32x1xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %633 = stablehlo.subtract %627, %632 : tensor<32x64xf32>
    %634 = stablehlo.multiply %633, %633 : tensor<32x64xf32>
    %cst_145 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %636 = stablehlo.multiply %635, %633 : tensor<32x64xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.reduce(%634 init: %cst_146) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_147 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %640 = stablehlo.divide %638, %639 : tensor<32x1xf32>
    %641 = stablehlo.broadcast_in_dim %631, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %642 = stablehlo.subtract %627, %641 : tensor<32x64xf32>
    %cst_148 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %644 = stablehlo.add %640, %643 : tensor<32x1xf32>
    %645 = stablehlo.sqrt %644 : tensor<32x1xf32>
    %cst_149 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %647 = stablehlo.divide %646, %645 : tensor<32x1xf32>
    %648 = stablehlo.broadcast_in_dim %645, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %649 = stablehlo.divide %642, %648 : tensor<32x64xf32>
    %650 = stablehlo.multiply %645, %645 : tensor<32x1xf32>
    %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %652 = stablehlo.divide %651, %650 : tensor<32x1xf32>
    %653 = stablehlo.broadcast_in_dim %arg66, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %655 = stablehlo.multiply %649, %654 : tensor<32x64xf32>
    %656 = stablehlo.broadcast_in_dim %arg67, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %658 = stablehlo.add %655, %657 : tensor<32x64xf32>
    %659 = call @relu(%658) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %661 = stablehlo.compare GT, %658, %660, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %662 = stablehlo.add %623, %659 : tensor<32x64xf32>
    %663 = stablehlo.dot_general %662, %arg68, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %664 = stablehlo.broadcast_in_dim %arg69, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %666 = stablehlo.add %663, %665 : tensor<32x64xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.reduce(%666 init: %cst_152) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_153 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %670 = stablehlo.divide %668, %669 : tensor<32x1xf32>
    %671 = stablehlo.broadcast_in_dim %670, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %672 = stablehlo.subtract %666, %671 : tensor<32x64xf32>
    %673 = stablehlo.multiply %672, %672 : tensor<32x64xf32>
    %cst_154 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %675 = stablehlo.multiply %674, %672 : tensor<32x64xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %676 = stablehlo.reduce(%673 init: %cst_155) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %677 = stablehlo.broadcast_in_dim %676, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_156 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %679 = stablehlo.divide %677, %678 : tensor<32x1xf32>
    %680 = stablehlo.broadcast_in_dim %670, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %681 = stablehlo.subtract %666, %680 : tensor<32x64xf32>
    %cst_157 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %683 = stablehlo.add %679, %682 : tensor<32x1xf32>
    %684 = stablehlo.sqrt %683 : tensor<32x1xf32>
    %cst_158 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %686 = stablehlo.divide %685, %684 : tensor<32x1xf32>
    %687 = stablehlo.broadcast_in_dim %684, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %688 = stablehlo.divide %681, %687 : tensor<32x64xf32>
    %689 = stablehlo.multiply %684, %684 : tensor<32x1xf32>
    %cst_159 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %691 = stablehlo.divide %690, %689 : tensor<32x1xf32>
    %692 = stablehlo.broadcast_in_dim %arg70, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %694 = stablehlo.multiply %688, %693 : tensor<32x64xf32>
    %695 = stablehlo.broadcast_in_dim %arg71, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %697 = stablehlo.add %694, %696 : tensor<32x64xf32>
    %698 = call @relu(%697) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %700 = stablehlo.compare GT, %697, %699, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %701 = stablehlo.add %662, %698 : tensor<32x64xf32>
    %702 = stablehlo.dot_general %701, %arg72, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %703 = stablehlo.broadcast_in_dim %arg73, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %704 = stablehlo.broadcast_in_dim %703, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %705 = stablehlo.add %702, %704 : tensor<32x64xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %706 = stablehlo.reduce(%705 init: %cst_161) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_162 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %709 = stablehlo.divide %707, %708 : tensor<32x1xf32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %711 = stablehlo.subtract %705, %710 : tensor<32x64xf32>
    %712 = stablehlo.multiply %711, %711 : tensor<32x64xf32>
    %cst_163 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %714 = stablehlo.multiply %713, %711 : tensor<32x64xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %715 = stablehlo.reduce(%712 init: %cst_164) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %716 = stablehlo.broadcast_in_dim %715, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_165 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %718 = stablehlo.divide %716, %717 : tensor<32x1xf32>
    %719 = stablehlo.broadcast_in_dim %709, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %720 = stablehlo.subtract %705, %719 : tensor<32x64xf32>
    %cst_166 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %722 = stablehlo.add %718, %721 : tensor<32x1xf32>
    %723 = stablehlo.sqrt %722 : tensor<32x1xf32>
    %cst_167 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %725 = stablehlo.divide %724, %723 : tensor<32x1xf32>
    %726 = stablehlo.broadcast_in_dim %723, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %727 = stablehlo.divide %720, %726 : tensor<32x64xf32>
    %728 = stablehlo.multiply %723, %723 : tensor<32x1xf32>
    %cst_168 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %730 = stablehlo.divide %729, %728 : tensor<32x1xf32>
    %731 = stablehlo.broadcast_in_dim %arg74, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %732 = stablehlo.broadcast_in_dim %731, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %733 = stablehlo.multiply %727, %732 : tensor<32x64xf32>
    %734 = stablehlo.broadcast_in_dim %arg75, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %735 = stablehlo.broadcast_in_dim %734, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %736 = stablehlo.add %733, %735 : tensor<32x64xf32>
    %737 = call @relu(%736) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %739 = stablehlo.compare GT, %736, %738, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %740 = stablehlo.add %701, %737 : tensor<32x64xf32>
    %741 = stablehlo.dot_general %740, %arg76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %742 = stablehlo.broadcast_in_dim %arg77, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %744 = stablehlo.add %741, %743 : tensor<32x64xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %745 = stablehlo.reduce(%744 init: %cst_170) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %746 = stablehlo.broadcast_in_dim %745, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_171 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %748 = stablehlo.divide %746, %747 : tensor<32x1xf32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %750 = stablehlo.subtract %744, %749 : tensor<32x64xf32>
    %751 = stablehlo.multiply %750, %750 : tensor<32x64xf32>
    %cst_172 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %753 = stablehlo.multiply %752, %750 : tensor<32x64xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %754 = stablehlo.reduce(%751 init: %cst_173) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %755 = stablehlo.broadcast_in_dim %754, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_174 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %757 = stablehlo.divide %755, %756 : tensor<32x1xf32>
    %758 = stablehlo.broadcast_in_dim %748, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %759 = stablehlo.subtract %744, %758 : tensor<32x64xf32>
    %cst_175 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %761 = stablehlo.add %757, %760 : tensor<32x1xf32>
    %762 = stablehlo.sqrt %761 : tensor<32x1xf32>
    %cst_176 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %764 = stablehlo.divide %763, %762 : tensor<32x1xf32>
    %765 = stablehlo.broadcast_in_dim %762, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %766 = stablehlo.divide %759, %765 : tensor<32x64xf32>
    %767 = stablehlo.multiply %762, %762 : tensor<32x1xf32>
    %cst_177 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %769 = stablehlo.divide %768, %767 : tensor<32x1xf32>
    %770 = stablehlo.broadcast_in_dim %arg78, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %772 = stablehlo.multiply %766, %771 : tensor<32x64xf32>
    %773 = stablehlo.broadcast_in_dim %arg79, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %774 = stablehlo.broadcast_in_dim %773, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %775 = stablehlo.add %772, %774 : tensor<32x64xf32>
    %776 = call @relu(%775) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %778 = stablehlo.compare GT, %775, %777, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %779 = stablehlo.add %740, %776 : tensor<32x64xf32>
    %780 = stablehlo.dot_general %779, %arg80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %781 = stablehlo.broadcast_in_dim %arg81, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %782 = stablehlo.broadcast_in_dim %781, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %783 = stablehlo.add %780, %782 : tensor<32x64xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %784 = stablehlo.reduce(%783 init: %cst_179) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_180 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %787 = stablehlo.divide %785, %786 : tensor<32x1xf32>
    %788 = stablehlo.broadcast_in_dim %787, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %789 = stablehlo.subtract %783, %788 : tensor<32x64xf32>
    %790 = stablehlo.multiply %789, %789 : tensor<32x64xf32>
    %cst_181 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %792 = stablehlo.multiply %791, %789 : tensor<32x64xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %793 = stablehlo.reduce(%790 init: %cst_182) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_183 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %796 = stablehlo.divide %794, %795 : tensor<32x1xf32>
    %797 = stablehlo.broadcast_in_dim %787, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %798 = stablehlo.subtract %783, %797 : tensor<32x64xf32>
    %cst_184 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %800 = stablehlo.add %796, %799 : tensor<32x1xf32>
    %801 = stablehlo.sqrt %800 : tensor<32x1xf32>
    %cst_185 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %803 = stablehlo.divide %802, %801 : tensor<32x1xf32>
    %804 = stablehlo.broadcast_in_dim %801, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %805 = stablehlo.divide %798, %804 : tensor<32x64xf32>
    %806 = stablehlo.multiply %801, %801 : tensor<32x1xf32>
    %cst_186 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %808 = stablehlo.divide %807, %806 : tensor<32x1xf32>
    %809 = stablehlo.broadcast_in_dim %arg82, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %810 = stablehlo.broadcast_in_dim %809, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %811 = stablehlo.multiply %805, %810 : tensor<32x64xf32>
    %812 = stablehlo.broadcast_in_dim %arg83, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %813 = stablehlo.broadcast_in_dim %812, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %814 = stablehlo.add %811, %813 : tensor<32x64xf32>
    %815 = call @relu(%814) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %817 = stablehlo.compare GT, %814, %816, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %818 = stablehlo.add %779, %815 : tensor<32x64xf32>
    %819 = stablehlo.dot_general %818, %arg84, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %820 = stablehlo.broadcast_in_dim %arg85, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %821 = stablehlo.broadcast_in_dim %820, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %822 = stablehlo.add %819, %821 : tensor<32x64xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %823 = stablehlo.reduce(%822 init: %cst_188) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %824 = stablehlo.broadcast_in_dim %823, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_189 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %826 = stablehlo.divide %824, %825 : tensor<32x1xf32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %828 = stablehlo.subtract %822, %827 : tensor<32x64xf32>
    %829 = stablehlo.multiply %828, %828 : tensor<32x64xf32>
    %cst_190 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %831 = stablehlo.multiply %830, %828 : tensor<32x64xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %832 = stablehlo.reduce(%829 init: %cst_191) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_192 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %835 = stablehlo.divide %833, %834 : tensor<32x1xf32>
    %836 = stablehlo.broadcast_in_dim %826, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %837 = stablehlo.subtract %822, %836 : tensor<32x64xf32>
    %cst_193 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %839 = stablehlo.add %835, %838 : tensor<32x1xf32>
    %840 = stablehlo.sqrt %839 : tensor<32x1xf32>
    %cst_194 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %842 = stablehlo.divide %841, %840 : tensor<32x1xf32>
    %843 = stablehlo.broadcast_in_dim %840, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %844 = stablehlo.divide %837, %843 : tensor<32x64xf32>
    %845 = stablehlo.multiply %840, %840 : tensor<32x1xf32>
    %cst_195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %847 = stablehlo.divide %846, %845 : tensor<32x1xf32>
    %848 = stablehlo.broadcast_in_dim %arg86, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %849 = stablehlo.broadcast_in_dim %848, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %850 = stablehlo.multiply %844, %849 : tensor<32x64xf32>
    %851 = stablehlo.broadcast_in_dim %arg87, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %852 = stablehlo.broadcast_in_dim %851, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %853 = stablehlo.add %850, %852 : tensor<32x64xf32>
    %854 = call @relu(%853) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %856 = stablehlo.compare GT, %853, %855, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %857 = stablehlo.add %818, %854 : tensor<32x64xf32>
    %858 = stablehlo.dot_general %857, %arg88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %859 = stablehlo.broadcast_in_dim %arg89, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %861 = stablehlo.add %858, %860 : tensor<32x64xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %862 = stablehlo.reduce(%861 init: %cst_197) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %863 = stablehlo.broadcast_in_dim %862, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_198 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %865 = stablehlo.divide %863, %864 : tensor<32x1xf32>
    %866 = stablehlo.broadcast_in_dim %865, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %867 = stablehlo.subtract %861, %866 : tensor<32x64xf32>
    %868 = stablehlo.multiply %867, %867 : tensor<32x64xf32>
    %cst_199 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %870 = stablehlo.multiply %869, %867 : tensor<32x64xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %871 = stablehlo.reduce(%868 init: %cst_200) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %872 = stablehlo.broadcast_in_dim %871, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_201 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %874 = stablehlo.divide %872, %873 : tensor<32x1xf32>
    %875 = stablehlo.broadcast_in_dim %865, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %876 = stablehlo.subtract %861, %875 : tensor<32x64xf32>
    %cst_202 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %878 = stablehlo.add %874, %877 : tensor<32x1xf32>
    %879 = stablehlo.sqrt %878 : tensor<32x1xf32>
    %cst_203 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %881 = stablehlo.divide %880, %879 : tensor<32x1xf32>
    %882 = stablehlo.broadcast_in_dim %879, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %883 = stablehlo.divide %876, %882 : tensor<32x64xf32>
    %884 = stablehlo.multiply %879, %879 : tensor<32x1xf32>
    %cst_204 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %886 = stablehlo.divide %885, %884 : tensor<32x1xf32>
    %887 = stablehlo.broadcast_in_dim %arg90, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %888 = stablehlo.broadcast_in_dim %887, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %889 = stablehlo.multiply %883, %888 : tensor<32x64xf32>
    %890 = stablehlo.broadcast_in_dim %arg91, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %891 = stablehlo.broadcast_in_dim %890, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %892 = stablehlo.add %889, %891 : tensor<32x64xf32>
    %893 = call @relu(%892) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %895 = stablehlo.compare GT, %892, %894, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %896 = stablehlo.add %857, %893 : tensor<32x64xf32>
    %897 = stablehlo.dot_general %896, %arg92, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %898 = stablehlo.broadcast_in_dim %arg93, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %899 = stablehlo.broadcast_in_dim %898, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %900 = stablehlo.add %897, %899 : tensor<32x64xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %901 = stablehlo.reduce(%900 init: %cst_206) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %902 = stablehlo.broadcast_in_dim %901, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_207 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %904 = stablehlo.divide %902, %903 : tensor<32x1xf32>
    %905 = stablehlo.broadcast_in_dim %904, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %906 = stablehlo.subtract %900, %905 : tensor<32x64xf32>
    %907 = stablehlo.multiply %906, %906 : tensor<32x64xf32>
    %cst_208 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %909 = stablehlo.multiply %908, %906 : tensor<32x64xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %910 = stablehlo.reduce(%907 init: %cst_209) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_210 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %913 = stablehlo.divide %911, %912 : tensor<32x1xf32>
    %914 = stablehlo.broadcast_in_dim %904, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %915 = stablehlo.subtract %900, %914 : tensor<32x64xf32>
    %cst_211 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %917 = stablehlo.add %913, %916 : tensor<32x1xf32>
    %918 = stablehlo.sqrt %917 : tensor<32x1xf32>
    %cst_212 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %920 = stablehlo.divide %919, %918 : tensor<32x1xf32>
    %921 = stablehlo.broadcast_in_dim %918, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %922 = stablehlo.divide %915, %921 : tensor<32x64xf32>
    %923 = stablehlo.multiply %918, %918 : tensor<32x1xf32>
    %cst_213 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %925 = stablehlo.divide %924, %923 : tensor<32x1xf32>
    %926 = stablehlo.broadcast_in_dim %arg94, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %927 = stablehlo.broadcast_in_dim %926, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %928 = stablehlo.multiply %922, %927 : tensor<32x64xf32>
    %929 = stablehlo.broadcast_in_dim %arg95, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %930 = stablehlo.broadcast_in_dim %929, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %931 = stablehlo.add %928, %930 : tensor<32x64xf32>
    %932 = call @relu(%931) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %934 = stablehlo.compare GT, %931, %933, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %935 = stablehlo.add %896, %932 : tensor<32x64xf32>
    %936 = stablehlo.dot_general %935, %arg96, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %937 = stablehlo.broadcast_in_dim %arg97, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %938 = stablehlo.broadcast_in_dim %937, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %939 = stablehlo.add %936, %938 : tensor<32x64xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %940 = stablehlo.reduce(%939 init: %cst_215) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %941 = stablehlo.broadcast_in_dim %940, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_216 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %943 = stablehlo.divide %941, %942 : tensor<32x1xf32>
    %944 = stablehlo.broadcast_in_dim %943, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %945 = stablehlo.subtract %939, %944 : tensor<32x64xf32>
    %946 = stablehlo.multiply %945, %945 : tensor<32x64xf32>
    %cst_217 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %948 = stablehlo.multiply %947, %945 : tensor<32x64xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %949 = stablehlo.reduce(%946 init: %cst_218) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %950 = stablehlo.broadcast_in_dim %949, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_219 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %952 = stablehlo.divide %950, %951 : tensor<32x1xf32>
    %953 = stablehlo.broadcast_in_dim %943, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %954 = stablehlo.subtract %939, %953 : tensor<32x64xf32>
    %cst_220 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %956 = stablehlo.add %952, %955 : tensor<32x1xf32>
    %957 = stablehlo.sqrt %956 : tensor<32x1xf32>
    %cst_221 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %959 = stablehlo.divide %958, %957 : tensor<32x1xf32>
    %960 = stablehlo.broadcast_in_dim %957, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %961 = stablehlo.divide %954, %960 : tensor<32x64xf32>
    %962 = stablehlo.multiply %957, %957 : tensor<32x1xf32>
    %cst_222 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %964 = stablehlo.divide %963, %962 : tensor<32x1xf32>
    %965 = stablehlo.broadcast_in_dim %arg98, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %966 = stablehlo.broadcast_in_dim %965, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %967 = stablehlo.multiply %961, %966 : tensor<32x64xf32>
    %968 = stablehlo.broadcast_in_dim %arg99, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %969 = stablehlo.broadcast_in_dim %968, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %970 = stablehlo.add %967, %969 : tensor<32x64xf32>
    %971 = call @relu(%970) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %973 = stablehlo.compare GT, %970, %972, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %974 = stablehlo.add %935, %971 : tensor<32x64xf32>
    %975 = stablehlo.dot_general %974, %arg100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %976 = stablehlo.broadcast_in_dim %arg101, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %977 = stablehlo.broadcast_in_dim %976, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %978 = stablehlo.add %975, %977 : tensor<32x64xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %979 = stablehlo.reduce(%978 init: %cst_224) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %980 = stablehlo.broadcast_in_dim %979, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_225 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %982 = stablehlo.divide %980, %981 : tensor<32x1xf32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %984 = stablehlo.subtract %978, %983 : tensor<32x64xf32>
    %985 = stablehlo.multiply %984, %984 : tensor<32x64xf32>
    %cst_226 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %987 = stablehlo.multiply %986, %984 : tensor<32x64xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %988 = stablehlo.reduce(%985 init: %cst_227) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %989 = stablehlo.broadcast_in_dim %988, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_228 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %991 = stablehlo.divide %989, %990 : tensor<32x1xf32>
    %992 = stablehlo.broadcast_in_dim %982, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %993 = stablehlo.subtract %978, %992 : tensor<32x64xf32>
    %cst_229 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %995 = stablehlo.add %991, %994 : tensor<32x1xf32>
    %996 = stablehlo.sqrt %995 : tensor<32x1xf32>
    %cst_230 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %998 = stablehlo.divide %997, %996 : tensor<32x1xf32>
    %999 = stablehlo.broadcast_in_dim %996, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1000 = stablehlo.divide %993, %999 : tensor<32x64xf32>
    %1001 = stablehlo.multiply %996, %996 : tensor<32x1xf32>
    %cst_231 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1003 = stablehlo.divide %1002, %1001 : tensor<32x1xf32>
    %1004 = stablehlo.broadcast_in_dim %arg102, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1005 = stablehlo.broadcast_in_dim %1004, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1006 = stablehlo.multiply %1000, %1005 : tensor<32x64xf32>
    %1007 = stablehlo.broadcast_in_dim %arg103, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1008 = stablehlo.broadcast_in_dim %1007, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1009 = stablehlo.add %1006, %1008 : tensor<32x64xf32>
    %1010 = call @relu(%1009) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1012 = stablehlo.compare GT, %1009, %1011, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %1013 = stablehlo.add %974, %1010 : tensor<32x64xf32>
    %1014 = stablehlo.dot_general %1013, %arg104, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1015 = stablehlo.broadcast_in_dim %arg105, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1016 = stablehlo.broadcast_in_dim %1015, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1017 = stablehlo.add %1014, %1016 : tensor<32x64xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1018 = stablehlo.reduce(%1017 init: %cst_233) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1019 = stablehlo.broadcast_in_dim %1018, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_234 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1021 = stablehlo.divide %1019, %1020 : tensor<32x1xf32>
    %1022 = stablehlo.broadcast_in_dim %1021, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1023 = stablehlo.subtract %1017, %1022 : tensor<32x64xf32>
    %1024 = stablehlo.multiply %1023, %1023 : tensor<32x64xf32>
    %cst_235 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1026 = stablehlo.multiply %1025, %1023 : tensor<32x64xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1027 = stablehlo.reduce(%1024 init: %cst_236) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1028 = stablehlo.broadcast_in_dim %1027, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_237 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1030 = stablehlo.divide %1028, %1029 : tensor<32x1xf32>
    %1031 = stablehlo.broadcast_in_dim %1021, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1032 = stablehlo.subtract %1017, %1031 : tensor<32x64xf32>
    %cst_238 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1034 = stablehlo.add %1030, %1033 : tensor<32x1xf32>
    %1035 = stablehlo.sqrt %1034 : tensor<32x1xf32>
    %cst_239 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1037 = stablehlo.divide %1036, %1035 : tensor<32x1xf32>
    %1038 = stablehlo.broadcast_in_dim %1035, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1039 = stablehlo.divide %1032, %1038 : tensor<32x64xf32>
    %1040 = stablehlo.multiply %1035, %1035 : tensor<32x1xf32>
    %cst_240 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1042 = stablehlo.divide %1041, %1040 : tensor<32x1xf32>
    %1043 = stablehlo.broadcast_in_dim %arg106, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1044 = stablehlo.broadcast_in_dim %1043, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1045 = stablehlo.multiply %1039, %1044 : tensor<32x64xf32>
    %1046 = stablehlo.broadcast_in_dim %arg107, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1047 = stablehlo.broadcast_in_dim %1046, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1048 = stablehlo.add %1045, %1047 : tensor<32x64xf32>
    %1049 = call @relu(%1048) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1051 = stablehlo.compare GT, %1048, %1050, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %1052 = stablehlo.add %1013, %1049 : tensor<32x64xf32>
    %1053 = stablehlo.dot_general %1052, %arg108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1054 = stablehlo.broadcast_in_dim %arg109, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1055 = stablehlo.broadcast_in_dim %1054, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1056 = stablehlo.add %1053, %1055 : tensor<32x64xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1057 = stablehlo.reduce(%1056 init: %cst_242) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1058 = stablehlo.broadcast_in_dim %1057, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_243 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1059 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1060 = stablehlo.divide %1058, %1059 : tensor<32x1xf32>
    %1061 = stablehlo.broadcast_in_dim %1060, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1062 = stablehlo.subtract %1056, %1061 : tensor<32x64xf32>
    %1063 = stablehlo.multiply %1062, %1062 : tensor<32x64xf32>
    %cst_244 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1064 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1065 = stablehlo.multiply %1064, %1062 : tensor<32x64xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1066 = stablehlo.reduce(%1063 init: %cst_245) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1067 = stablehlo.broadcast_in_dim %1066, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_246 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1069 = stablehlo.divide %1067, %1068 : tensor<32x1xf32>
    %1070 = stablehlo.broadcast_in_dim %1060, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1071 = stablehlo.subtract %1056, %1070 : tensor<32x64xf32>
    %cst_247 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1073 = stablehlo.add %1069, %1072 : tensor<32x1xf32>
    %1074 = stablehlo.sqrt %1073 : tensor<32x1xf32>
    %cst_248 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1076 = stablehlo.divide %1075, %1074 : tensor<32x1xf32>
    %1077 = stablehlo.broadcast_in_dim %1074, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1078 = stablehlo.divide %1071, %1077 : tensor<32x64xf32>
    %1079 = stablehlo.multiply %1074, %1074 : tensor<32x1xf32>
    %cst_249 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1081 = stablehlo.divide %1080, %1079 : tensor<32x1xf32>
    %1082 = stablehlo.broadcast_in_dim %arg110, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1083 = stablehlo.broadcast_in_dim %1082, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1084 = stablehlo.multiply %1078, %1083 : tensor<32x64xf32>
    %1085 = stablehlo.broadcast_in_dim %arg111, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1087 = stablehlo.add %1084, %1086 : tensor<32x64xf32>
    %1088 = call @relu(%1087) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1090 = stablehlo.compare GT, %1087, %1089, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %1091 = stablehlo.add %1052, %1088 : tensor<32x64xf32>
    %1092 = stablehlo.dot_general %1091, %arg112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1093 = stablehlo.broadcast_in_dim %arg113, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1094 = stablehlo.broadcast_in_dim %1093, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1095 = stablehlo.add %1092, %1094 : tensor<32x64xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1096 = stablehlo.reduce(%1095 init: %cst_251) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1097 = stablehlo.broadcast_in_dim %1096, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_252 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1099 = stablehlo.divide %1097, %1098 : tensor<32x1xf32>
    %1100 = stablehlo.broadcast_in_dim %1099, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1101 = stablehlo.subtract %1095, %1100 : tensor<32x64xf32>
    %1102 = stablehlo.multiply %1101, %1101 : tensor<32x64xf32>
    %cst_253 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1104 = stablehlo.multiply %1103, %1101 : tensor<32x64xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1105 = stablehlo.reduce(%1102 init: %cst_254) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1106 = stablehlo.broadcast_in_dim %1105, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_255 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1108 = stablehlo.divide %1106, %1107 : tensor<32x1xf32>
    %1109 = stablehlo.broadcast_in_dim %1099, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1110 = stablehlo.subtract %1095, %1109 : tensor<32x64xf32>
    %cst_256 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1112 = stablehlo.add %1108, %1111 : tensor<32x1xf32>
    %1113 = stablehlo.sqrt %1112 : tensor<32x1xf32>
    %cst_257 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1115 = stablehlo.divide %1114, %1113 : tensor<32x1xf32>
    %1116 = stablehlo.broadcast_in_dim %1113, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1117 = stablehlo.divide %1110, %1116 : tensor<32x64xf32>
    %1118 = stablehlo.multiply %1113, %1113 : tensor<32x1xf32>
    %cst_258 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1120 = stablehlo.divide %1119, %1118 : tensor<32x1xf32>
    %1121 = stablehlo.broadcast_in_dim %arg114, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1122 = stablehlo.broadcast_in_dim %1121, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1123 = stablehlo.multiply %1117, %1122 : tensor<32x64xf32>
    %1124 = stablehlo.broadcast_in_dim %arg115, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1125 = stablehlo.broadcast_in_dim %1124, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1126 = stablehlo.add %1123, %1125 : tensor<32x64xf32>
    %1127 = call @relu(%1126) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1129 = stablehlo.compare GT, %1126, %1128, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %1130 = stablehlo.add %1091, %1127 : tensor<32x64xf32>
    %1131 = stablehlo.dot_general %1130, %arg116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1132 = stablehlo.broadcast_in_dim %arg117, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1133 = stablehlo.broadcast_in_dim %1132, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1134 = stablehlo.add %1131, %1133 : tensor<32x64xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1135 = stablehlo.reduce(%1134 init: %cst_260) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1136 = stablehlo.broadcast_in_dim %1135, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_261 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1138 = stablehlo.divide %1136, %1137 : tensor<32x1xf32>
    %1139 = stablehlo.broadcast_in_dim %1138, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1140 = stablehlo.subtract %1134, %1139 : tensor<32x64xf32>
    %1141 = stablehlo.multiply %1140, %1140 : tensor<32x64xf32>
    %cst_262 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1142 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1143 = stablehlo.multiply %1142, %1140 : tensor<32x64xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1144 = stablehlo.reduce(%1141 init: %cst_263) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1145 = stablehlo.broadcast_in_dim %1144, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_264 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1147 = stablehlo.divide %1145, %1146 : tensor<32x1xf32>
    %1148 = stablehlo.broadcast_in_dim %1138, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1149 = stablehlo.subtract %1134, %1148 : tensor<32x64xf32>
    %cst_265 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1151 = stablehlo.add %1147, %1150 : tensor<32x1xf32>
    %1152 = stablehlo.sqrt %1151 : tensor<32x1xf32>
    %cst_266 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1154 = stablehlo.divide %1153, %1152 : tensor<32x1xf32>
    %1155 = stablehlo.broadcast_in_dim %1152, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1156 = stablehlo.divide %1149, %1155 : tensor<32x64xf32>
    %1157 = stablehlo.multiply %1152, %1152 : tensor<32x1xf32>
    %cst_267 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1158 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1159 = stablehlo.divide %1158, %1157 : tensor<32x1xf32>
    %1160 = stablehlo.broadcast_in_dim %arg118, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1161 = stablehlo.broadcast_in_dim %1160, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1162 = stablehlo.multiply %1156, %1161 : tensor<32x64xf32>
    %1163 = stablehlo.broadcast_in_dim %arg119, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1164 = stablehlo.broadcast_in_dim %1163, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1165 = stablehlo.add %1162, %1164 : tensor<32x64xf32>
    %1166 = call @relu(%1165) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1168 = stablehlo.compare GT, %1165, %1167, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %1169 = stablehlo.add %1130, %1166 : tensor<32x64xf32>
    %1170 = stablehlo.dot_general %1169, %arg120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1171 = stablehlo.broadcast_in_dim %arg121, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1172 = stablehlo.broadcast_in_dim %1171, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1173 = stablehlo.add %1170, %1172 : tensor<32x64xf32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1174 = stablehlo.reduce(%1173 init: %cst_269) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1175 = stablehlo.broadcast_in_dim %1174, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_270 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1176 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1177 = stablehlo.divide %1175, %1176 : tensor<32x1xf32>
    %1178 = stablehlo.broadcast_in_dim %1177, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1179 = stablehlo.subtract %1173, %1178 : tensor<32x64xf32>
    %1180 = stablehlo.multiply %1179, %1179 : tensor<32x64xf32>
    %cst_271 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1182 = stablehlo.multiply %1181, %1179 : tensor<32x64xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1183 = stablehlo.reduce(%1180 init: %cst_272) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1184 = stablehlo.broadcast_in_dim %1183, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_273 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1186 = stablehlo.divide %1184, %1185 : tensor<32x1xf32>
    %1187 = stablehlo.broadcast_in_dim %1177, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1188 = stablehlo.subtract %1173, %1187 : tensor<32x64xf32>
    %cst_274 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1190 = stablehlo.add %1186, %1189 : tensor<32x1xf32>
    %1191 = stablehlo.sqrt %1190 : tensor<32x1xf32>
    %cst_275 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1192 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1193 = stablehlo.divide %1192, %1191 : tensor<32x1xf32>
    %1194 = stablehlo.broadcast_in_dim %1191, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1195 = stablehlo.divide %1188, %1194 : tensor<32x64xf32>
    %1196 = stablehlo.multiply %1191, %1191 : tensor<32x1xf32>
    %cst_276 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1197 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1198 = stablehlo.divide %1197, %1196 : tensor<32x1xf32>
    %1199 = stablehlo.broadcast_in_dim %arg122, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1200 = stablehlo.broadcast_in_dim %1199, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1201 = stablehlo.multiply %1195, %1200 : tensor<32x64xf32>
    %1202 = stablehlo.broadcast_in_dim %arg123, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1203 = stablehlo.broadcast_in_dim %1202, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1204 = stablehlo.add %1201, %1203 : tensor<32x64xf32>
    %1205 = call @relu(%1204) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1207 = stablehlo.compare GT, %1204, %1206, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %1208 = stablehlo.add %1169, %1205 : tensor<32x64xf32>
    %1209 = stablehlo.dot_general %1208, %arg124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1210 = stablehlo.broadcast_in_dim %arg125, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1211 = stablehlo.broadcast_in_dim %1210, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1212 = stablehlo.add %1209, %1211 : tensor<32x64xf32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1213 = stablehlo.reduce(%1212 init: %cst_278) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1214 = stablehlo.broadcast_in_dim %1213, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_279 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1216 = stablehlo.divide %1214, %1215 : tensor<32x1xf32>
    %1217 = stablehlo.broadcast_in_dim %1216, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1218 = stablehlo.subtract %1212, %1217 : tensor<32x64xf32>
    %1219 = stablehlo.multiply %1218, %1218 : tensor<32x64xf32>
    %cst_280 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1220 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1221 = stablehlo.multiply %1220, %1218 : tensor<32x64xf32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1222 = stablehlo.reduce(%1219 init: %cst_281) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1223 = stablehlo.broadcast_in_dim %1222, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_282 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1224 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1225 = stablehlo.divide %1223, %1224 : tensor<32x1xf32>
    %1226 = stablehlo.broadcast_in_dim %1216, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1227 = stablehlo.subtract %1212, %1226 : tensor<32x64xf32>
    %cst_283 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1229 = stablehlo.add %1225, %1228 : tensor<32x1xf32>
    %1230 = stablehlo.sqrt %1229 : tensor<32x1xf32>
    %cst_284 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1232 = stablehlo.divide %1231, %1230 : tensor<32x1xf32>
    %1233 = stablehlo.broadcast_in_dim %1230, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1234 = stablehlo.divide %1227, %1233 : tensor<32x64xf32>
    %1235 = stablehlo.multiply %1230, %1230 : tensor<32x1xf32>
    %cst_285 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1236 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1237 = stablehlo.divide %1236, %1235 : tensor<32x1xf32>
    %1238 = stablehlo.broadcast_in_dim %arg126, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1239 = stablehlo.broadcast_in_dim %1238, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1240 = stablehlo.multiply %1234, %1239 : tensor<32x64xf32>
    %1241 = stablehlo.broadcast_in_dim %arg127, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1242 = stablehlo.broadcast_in_dim %1241, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1243 = stablehlo.add %1240, %1242 : tensor<32x64xf32>
    %1244 = call @relu(%1243) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1245 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1246 = stablehlo.compare GT, %1243, %1245, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %1247 = stablehlo.add %1208, %1244 : tensor<32x64xf32>
    %1248 = stablehlo.multiply %1247, %1247 : tensor<32x64xf32>
    %cst_287 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1249 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1250 = stablehlo.multiply %1249, %1247 : tensor<32x64xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1251 = stablehlo.reduce(%1248 init: %cst_288) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_289 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %1252 = stablehlo.divide %1251, %cst_289 : tensor<f32>
    %cst_290 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_291 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %1253 = stablehlo.divide %cst_290, %cst_291 : tensor<f32>
    %1254 = stablehlo.broadcast_in_dim %1253, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1255 = stablehlo.multiply %1254, %1250 : tensor<32x64xf32>
    %cst_292 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1257 = stablehlo.select %1246, %1255, %1256 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_293 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1258 = stablehlo.reduce(%1257 init: %cst_293) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1259 = stablehlo.reshape %1258 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1260 = stablehlo.reduce(%1259 init: %cst_294) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1261 = stablehlo.multiply %1234, %1257 : tensor<32x64xf32>
    %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1262 = stablehlo.reduce(%1261 init: %cst_295) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1263 = stablehlo.reshape %1262 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1264 = stablehlo.broadcast_in_dim %1238, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1265 = stablehlo.multiply %1257, %1264 : tensor<32x64xf32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1266 = stablehlo.reduce(%1263 init: %cst_296) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1267 = stablehlo.broadcast_in_dim %1237, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1268 = stablehlo.multiply %1265, %1267 : tensor<32x64xf32>
    %1269 = stablehlo.multiply %1268, %1227 : tensor<32x64xf32>
    %cst_297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1270 = stablehlo.reduce(%1269 init: %cst_297) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1271 = stablehlo.reshape %1270 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1272 = stablehlo.negate %1271 : tensor<32x1xf32>
    %1273 = stablehlo.broadcast_in_dim %1230, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1274 = stablehlo.divide %1265, %1273 : tensor<32x64xf32>
    %1275 = stablehlo.multiply %1272, %1232 : tensor<32x1xf32>
    %1276 = stablehlo.negate %1274 : tensor<32x64xf32>
    %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1277 = stablehlo.reduce(%1276 init: %cst_298) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1278 = stablehlo.reshape %1277 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_299 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1280 = stablehlo.divide %1275, %1279 : tensor<32x1xf32>
    %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1281 = stablehlo.reduce(%1280 init: %cst_300) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1282 = stablehlo.broadcast_in_dim %1281, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1283 = stablehlo.multiply %1282, %1221 : tensor<32x64xf32>
    %1284 = stablehlo.negate %1283 : tensor<32x64xf32>
    %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1285 = stablehlo.reduce(%1284 init: %cst_301) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1286 = stablehlo.reshape %1285 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1287 = stablehlo.add %1274, %1283 : tensor<32x64xf32>
    %1288 = stablehlo.add %1278, %1286 : tensor<32x1xf32>
    %cst_302 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1290 = stablehlo.divide %1288, %1289 : tensor<32x1xf32>
    %cst_303 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1291 = stablehlo.reduce(%1290 init: %cst_303) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1292 = stablehlo.broadcast_in_dim %1291, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1293 = stablehlo.add %1287, %1292 : tensor<32x64xf32>
    %cst_304 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1294 = stablehlo.reduce(%1293 init: %cst_304) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1295 = stablehlo.reshape %1294 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1296 = stablehlo.reduce(%1295 init: %cst_305) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1297 = stablehlo.dot_general %1293, %1208, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1298 = stablehlo.transpose %1297, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1299 = stablehlo.dot_general %1293, %arg124, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1300 = stablehlo.add %1255, %1299 : tensor<32x64xf32>
    %cst_306 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1302 = stablehlo.select %1207, %1300, %1301 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1303 = stablehlo.reduce(%1302 init: %cst_307) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1304 = stablehlo.reshape %1303 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1305 = stablehlo.reduce(%1304 init: %cst_308) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1306 = stablehlo.multiply %1195, %1302 : tensor<32x64xf32>
    %cst_309 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1307 = stablehlo.reduce(%1306 init: %cst_309) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1308 = stablehlo.reshape %1307 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1309 = stablehlo.broadcast_in_dim %1199, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1310 = stablehlo.multiply %1302, %1309 : tensor<32x64xf32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1311 = stablehlo.reduce(%1308 init: %cst_310) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1312 = stablehlo.broadcast_in_dim %1198, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1313 = stablehlo.multiply %1310, %1312 : tensor<32x64xf32>
    %1314 = stablehlo.multiply %1313, %1188 : tensor<32x64xf32>
    %cst_311 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1315 = stablehlo.reduce(%1314 init: %cst_311) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1316 = stablehlo.reshape %1315 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1317 = stablehlo.negate %1316 : tensor<32x1xf32>
    %1318 = stablehlo.broadcast_in_dim %1191, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1319 = stablehlo.divide %1310, %1318 : tensor<32x64xf32>
    %1320 = stablehlo.multiply %1317, %1193 : tensor<32x1xf32>
    %1321 = stablehlo.negate %1319 : tensor<32x64xf32>
    %cst_312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1322 = stablehlo.reduce(%1321 init: %cst_312) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1323 = stablehlo.reshape %1322 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_313 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1324 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1325 = stablehlo.divide %1320, %1324 : tensor<32x1xf32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1326 = stablehlo.reduce(%1325 init: %cst_314) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1327 = stablehlo.broadcast_in_dim %1326, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1328 = stablehlo.multiply %1327, %1182 : tensor<32x64xf32>
    %1329 = stablehlo.negate %1328 : tensor<32x64xf32>
    %cst_315 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1330 = stablehlo.reduce(%1329 init: %cst_315) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1331 = stablehlo.reshape %1330 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1332 = stablehlo.add %1319, %1328 : tensor<32x64xf32>
    %1333 = stablehlo.add %1323, %1331 : tensor<32x1xf32>
    %cst_316 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1334 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1335 = stablehlo.divide %1333, %1334 : tensor<32x1xf32>
    %cst_317 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1336 = stablehlo.reduce(%1335 init: %cst_317) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1337 = stablehlo.broadcast_in_dim %1336, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1338 = stablehlo.add %1332, %1337 : tensor<32x64xf32>
    %cst_318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1339 = stablehlo.reduce(%1338 init: %cst_318) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1340 = stablehlo.reshape %1339 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_319 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1341 = stablehlo.reduce(%1340 init: %cst_319) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1342 = stablehlo.dot_general %1338, %1169, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1343 = stablehlo.transpose %1342, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1344 = stablehlo.dot_general %1338, %arg120, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1345 = stablehlo.add %1300, %1344 : tensor<32x64xf32>
    %cst_320 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1346 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1347 = stablehlo.select %1168, %1345, %1346 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_321 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1348 = stablehlo.reduce(%1347 init: %cst_321) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1349 = stablehlo.reshape %1348 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_322 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1350 = stablehlo.reduce(%1349 init: %cst_322) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1351 = stablehlo.multiply %1156, %1347 : tensor<32x64xf32>
    %cst_323 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1352 = stablehlo.reduce(%1351 init: %cst_323) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1353 = stablehlo.reshape %1352 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1354 = stablehlo.broadcast_in_dim %1160, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1355 = stablehlo.multiply %1347, %1354 : tensor<32x64xf32>
    %cst_324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1356 = stablehlo.reduce(%1353 init: %cst_324) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1357 = stablehlo.broadcast_in_dim %1159, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1358 = stablehlo.multiply %1355, %1357 : tensor<32x64xf32>
    %1359 = stablehlo.multiply %1358, %1149 : tensor<32x64xf32>
    %cst_325 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1360 = stablehlo.reduce(%1359 init: %cst_325) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1361 = stablehlo.reshape %1360 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1362 = stablehlo.negate %1361 : tensor<32x1xf32>
    %1363 = stablehlo.broadcast_in_dim %1152, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1364 = stablehlo.divide %1355, %1363 : tensor<32x64xf32>
    %1365 = stablehlo.multiply %1362, %1154 : tensor<32x1xf32>
    %1366 = stablehlo.negate %1364 : tensor<32x64xf32>
    %cst_326 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1367 = stablehlo.reduce(%1366 init: %cst_326) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1368 = stablehlo.reshape %1367 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_327 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1369 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1370 = stablehlo.divide %1365, %1369 : tensor<32x1xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1371 = stablehlo.reduce(%1370 init: %cst_328) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1372 = stablehlo.broadcast_in_dim %1371, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1373 = stablehlo.multiply %1372, %1143 : tensor<32x64xf32>
    %1374 = stablehlo.negate %1373 : tensor<32x64xf32>
    %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1375 = stablehlo.reduce(%1374 init: %cst_329) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1376 = stablehlo.reshape %1375 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1377 = stablehlo.add %1364, %1373 : tensor<32x64xf32>
    %1378 = stablehlo.add %1368, %1376 : tensor<32x1xf32>
    %cst_330 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1379 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1380 = stablehlo.divide %1378, %1379 : tensor<32x1xf32>
    %cst_331 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1381 = stablehlo.reduce(%1380 init: %cst_331) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1382 = stablehlo.broadcast_in_dim %1381, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1383 = stablehlo.add %1377, %1382 : tensor<32x64xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1384 = stablehlo.reduce(%1383 init: %cst_332) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1385 = stablehlo.reshape %1384 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1386 = stablehlo.reduce(%1385 init: %cst_333) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1387 = stablehlo.dot_general %1383, %1130, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1388 = stablehlo.transpose %1387, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1389 = stablehlo.dot_general %1383, %arg116, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1390 = stablehlo.add %1345, %1389 : tensor<32x64xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1392 = stablehlo.select %1129, %1390, %1391 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1393 = stablehlo.reduce(%1392 init: %cst_335) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1394 = stablehlo.reshape %1393 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1395 = stablehlo.reduce(%1394 init: %cst_336) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1396 = stablehlo.multiply %1117, %1392 : tensor<32x64xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1397 = stablehlo.reduce(%1396 init: %cst_337) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1398 = stablehlo.reshape %1397 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1399 = stablehlo.broadcast_in_dim %1121, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1400 = stablehlo.multiply %1392, %1399 : tensor<32x64xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1401 = stablehlo.reduce(%1398 init: %cst_338) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1402 = stablehlo.broadcast_in_dim %1120, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1403 = stablehlo.multiply %1400, %1402 : tensor<32x64xf32>
    %1404 = stablehlo.multiply %1403, %1110 : tensor<32x64xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1405 = stablehlo.reduce(%1404 init: %cst_339) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1406 = stablehlo.reshape %1405 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1407 = stablehlo.negate %1406 : tensor<32x1xf32>
    %1408 = stablehlo.broadcast_in_dim %1113, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1409 = stablehlo.divide %1400, %1408 : tensor<32x64xf32>
    %1410 = stablehlo.multiply %1407, %1115 : tensor<32x1xf32>
    %1411 = stablehlo.negate %1409 : tensor<32x64xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1412 = stablehlo.reduce(%1411 init: %cst_340) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1413 = stablehlo.reshape %1412 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_341 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1414 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1415 = stablehlo.divide %1410, %1414 : tensor<32x1xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1416 = stablehlo.reduce(%1415 init: %cst_342) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1417 = stablehlo.broadcast_in_dim %1416, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1418 = stablehlo.multiply %1417, %1104 : tensor<32x64xf32>
    %1419 = stablehlo.negate %1418 : tensor<32x64xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1420 = stablehlo.reduce(%1419 init: %cst_343) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1421 = stablehlo.reshape %1420 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1422 = stablehlo.add %1409, %1418 : tensor<32x64xf32>
    %1423 = stablehlo.add %1413, %1421 : tensor<32x1xf32>
    %cst_344 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1424 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1425 = stablehlo.divide %1423, %1424 : tensor<32x1xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1426 = stablehlo.reduce(%1425 init: %cst_345) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1427 = stablehlo.broadcast_in_dim %1426, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1428 = stablehlo.add %1422, %1427 : tensor<32x64xf32>
    %cst_346 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1429 = stablehlo.reduce(%1428 init: %cst_346) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1430 = stablehlo.reshape %1429 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1431 = stablehlo.reduce(%1430 init: %cst_347) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1432 = stablehlo.dot_general %1428, %1091, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1433 = stablehlo.transpose %1432, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1434 = stablehlo.dot_general %1428, %arg112, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1435 = stablehlo.add %1390, %1434 : tensor<32x64xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1436 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1437 = stablehlo.select %1090, %1435, %1436 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1438 = stablehlo.reduce(%1437 init: %cst_349) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1439 = stablehlo.reshape %1438 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1440 = stablehlo.reduce(%1439 init: %cst_350) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1441 = stablehlo.multiply %1078, %1437 : tensor<32x64xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1442 = stablehlo.reduce(%1441 init: %cst_351) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1443 = stablehlo.reshape %1442 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1444 = stablehlo.broadcast_in_dim %1082, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1445 = stablehlo.multiply %1437, %1444 : tensor<32x64xf32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1446 = stablehlo.reduce(%1443 init: %cst_352) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1447 = stablehlo.broadcast_in_dim %1081, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1448 = stablehlo.multiply %1445, %1447 : tensor<32x64xf32>
    %1449 = stablehlo.multiply %1448, %1071 : tensor<32x64xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1450 = stablehlo.reduce(%1449 init: %cst_353) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1451 = stablehlo.reshape %1450 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1452 = stablehlo.negate %1451 : tensor<32x1xf32>
    %1453 = stablehlo.broadcast_in_dim %1074, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1454 = stablehlo.divide %1445, %1453 : tensor<32x64xf32>
    %1455 = stablehlo.multiply %1452, %1076 : tensor<32x1xf32>
    %1456 = stablehlo.negate %1454 : tensor<32x64xf32>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1457 = stablehlo.reduce(%1456 init: %cst_354) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1458 = stablehlo.reshape %1457 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_355 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1459 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1460 = stablehlo.divide %1455, %1459 : tensor<32x1xf32>
    %cst_356 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1461 = stablehlo.reduce(%1460 init: %cst_356) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1462 = stablehlo.broadcast_in_dim %1461, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1463 = stablehlo.multiply %1462, %1065 : tensor<32x64xf32>
    %1464 = stablehlo.negate %1463 : tensor<32x64xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1465 = stablehlo.reduce(%1464 init: %cst_357) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1466 = stablehlo.reshape %1465 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1467 = stablehlo.add %1454, %1463 : tensor<32x64xf32>
    %1468 = stablehlo.add %1458, %1466 : tensor<32x1xf32>
    %cst_358 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1469 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1470 = stablehlo.divide %1468, %1469 : tensor<32x1xf32>
    %cst_359 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1471 = stablehlo.reduce(%1470 init: %cst_359) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1472 = stablehlo.broadcast_in_dim %1471, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1473 = stablehlo.add %1467, %1472 : tensor<32x64xf32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1474 = stablehlo.reduce(%1473 init: %cst_360) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1475 = stablehlo.reshape %1474 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1476 = stablehlo.reduce(%1475 init: %cst_361) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1477 = stablehlo.dot_general %1473, %1052, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1478 = stablehlo.transpose %1477, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1479 = stablehlo.dot_general %1473, %arg108, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1480 = stablehlo.add %1435, %1479 : tensor<32x64xf32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1482 = stablehlo.select %1051, %1480, %1481 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1483 = stablehlo.reduce(%1482 init: %cst_363) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1484 = stablehlo.reshape %1483 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1485 = stablehlo.reduce(%1484 init: %cst_364) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1486 = stablehlo.multiply %1039, %1482 : tensor<32x64xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1487 = stablehlo.reduce(%1486 init: %cst_365) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1488 = stablehlo.reshape %1487 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1489 = stablehlo.broadcast_in_dim %1043, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1490 = stablehlo.multiply %1482, %1489 : tensor<32x64xf32>
    %cst_366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1491 = stablehlo.reduce(%1488 init: %cst_366) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1492 = stablehlo.broadcast_in_dim %1042, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1493 = stablehlo.multiply %1490, %1492 : tensor<32x64xf32>
    %1494 = stablehlo.multiply %1493, %1032 : tensor<32x64xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1495 = stablehlo.reduce(%1494 init: %cst_367) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1496 = stablehlo.reshape %1495 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1497 = stablehlo.negate %1496 : tensor<32x1xf32>
    %1498 = stablehlo.broadcast_in_dim %1035, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1499 = stablehlo.divide %1490, %1498 : tensor<32x64xf32>
    %1500 = stablehlo.multiply %1497, %1037 : tensor<32x1xf32>
    %1501 = stablehlo.negate %1499 : tensor<32x64xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1502 = stablehlo.reduce(%1501 init: %cst_368) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1503 = stablehlo.reshape %1502 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_369 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1504 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1505 = stablehlo.divide %1500, %1504 : tensor<32x1xf32>
    %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1506 = stablehlo.reduce(%1505 init: %cst_370) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1507 = stablehlo.broadcast_in_dim %1506, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1508 = stablehlo.multiply %1507, %1026 : tensor<32x64xf32>
    %1509 = stablehlo.negate %1508 : tensor<32x64xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1510 = stablehlo.reduce(%1509 init: %cst_371) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1511 = stablehlo.reshape %1510 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1512 = stablehlo.add %1499, %1508 : tensor<32x64xf32>
    %1513 = stablehlo.add %1503, %1511 : tensor<32x1xf32>
    %cst_372 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1514 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1515 = stablehlo.divide %1513, %1514 : tensor<32x1xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1516 = stablehlo.reduce(%1515 init: %cst_373) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1517 = stablehlo.broadcast_in_dim %1516, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1518 = stablehlo.add %1512, %1517 : tensor<32x64xf32>
    %cst_374 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1519 = stablehlo.reduce(%1518 init: %cst_374) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1520 = stablehlo.reshape %1519 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1521 = stablehlo.reduce(%1520 init: %cst_375) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1522 = stablehlo.dot_general %1518, %1013, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1523 = stablehlo.transpose %1522, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1524 = stablehlo.dot_general %1518, %arg104, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1525 = stablehlo.add %1480, %1524 : tensor<32x64xf32>
    %cst_376 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1526 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1527 = stablehlo.select %1012, %1525, %1526 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1528 = stablehlo.reduce(%1527 init: %cst_377) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1529 = stablehlo.reshape %1528 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1530 = stablehlo.reduce(%1529 init: %cst_378) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1531 = stablehlo.multiply %1000, %1527 : tensor<32x64xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1532 = stablehlo.reduce(%1531 init: %cst_379) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1533 = stablehlo.reshape %1532 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1534 = stablehlo.broadcast_in_dim %1004, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1535 = stablehlo.multiply %1527, %1534 : tensor<32x64xf32>
    %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1536 = stablehlo.reduce(%1533 init: %cst_380) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1537 = stablehlo.broadcast_in_dim %1003, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1538 = stablehlo.multiply %1535, %1537 : tensor<32x64xf32>
    %1539 = stablehlo.multiply %1538, %993 : tensor<32x64xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1540 = stablehlo.reduce(%1539 init: %cst_381) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1541 = stablehlo.reshape %1540 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1542 = stablehlo.negate %1541 : tensor<32x1xf32>
    %1543 = stablehlo.broadcast_in_dim %996, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1544 = stablehlo.divide %1535, %1543 : tensor<32x64xf32>
    %1545 = stablehlo.multiply %1542, %998 : tensor<32x1xf32>
    %1546 = stablehlo.negate %1544 : tensor<32x64xf32>
    %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1547 = stablehlo.reduce(%1546 init: %cst_382) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1548 = stablehlo.reshape %1547 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_383 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1549 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1550 = stablehlo.divide %1545, %1549 : tensor<32x1xf32>
    %cst_384 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1551 = stablehlo.reduce(%1550 init: %cst_384) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1552 = stablehlo.broadcast_in_dim %1551, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1553 = stablehlo.multiply %1552, %987 : tensor<32x64xf32>
    %1554 = stablehlo.negate %1553 : tensor<32x64xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1555 = stablehlo.reduce(%1554 init: %cst_385) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1556 = stablehlo.reshape %1555 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1557 = stablehlo.add %1544, %1553 : tensor<32x64xf32>
    %1558 = stablehlo.add %1548, %1556 : tensor<32x1xf32>
    %cst_386 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1559 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1560 = stablehlo.divide %1558, %1559 : tensor<32x1xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1561 = stablehlo.reduce(%1560 init: %cst_387) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1562 = stablehlo.broadcast_in_dim %1561, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1563 = stablehlo.add %1557, %1562 : tensor<32x64xf32>
    %cst_388 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1564 = stablehlo.reduce(%1563 init: %cst_388) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1565 = stablehlo.reshape %1564 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1566 = stablehlo.reduce(%1565 init: %cst_389) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1567 = stablehlo.dot_general %1563, %974, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1568 = stablehlo.transpose %1567, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1569 = stablehlo.dot_general %1563, %arg100, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1570 = stablehlo.add %1525, %1569 : tensor<32x64xf32>
    %cst_390 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1572 = stablehlo.select %973, %1570, %1571 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1573 = stablehlo.reduce(%1572 init: %cst_391) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1574 = stablehlo.reshape %1573 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_392 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1575 = stablehlo.reduce(%1574 init: %cst_392) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1576 = stablehlo.multiply %961, %1572 : tensor<32x64xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1577 = stablehlo.reduce(%1576 init: %cst_393) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1578 = stablehlo.reshape %1577 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1579 = stablehlo.broadcast_in_dim %965, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1580 = stablehlo.multiply %1572, %1579 : tensor<32x64xf32>
    %cst_394 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1581 = stablehlo.reduce(%1578 init: %cst_394) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1582 = stablehlo.broadcast_in_dim %964, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1583 = stablehlo.multiply %1580, %1582 : tensor<32x64xf32>
    %1584 = stablehlo.multiply %1583, %954 : tensor<32x64xf32>
    %cst_395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1585 = stablehlo.reduce(%1584 init: %cst_395) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1586 = stablehlo.reshape %1585 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1587 = stablehlo.negate %1586 : tensor<32x1xf32>
    %1588 = stablehlo.broadcast_in_dim %957, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1589 = stablehlo.divide %1580, %1588 : tensor<32x64xf32>
    %1590 = stablehlo.multiply %1587, %959 : tensor<32x1xf32>
    %1591 = stablehlo.negate %1589 : tensor<32x64xf32>
    %cst_396 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1592 = stablehlo.reduce(%1591 init: %cst_396) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1593 = stablehlo.reshape %1592 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_397 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1594 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1595 = stablehlo.divide %1590, %1594 : tensor<32x1xf32>
    %cst_398 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1596 = stablehlo.reduce(%1595 init: %cst_398) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1597 = stablehlo.broadcast_in_dim %1596, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1598 = stablehlo.multiply %1597, %948 : tensor<32x64xf32>
    %1599 = stablehlo.negate %1598 : tensor<32x64xf32>
    %cst_399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1600 = stablehlo.reduce(%1599 init: %cst_399) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1601 = stablehlo.reshape %1600 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1602 = stablehlo.add %1589, %1598 : tensor<32x64xf32>
    %1603 = stablehlo.add %1593, %1601 : tensor<32x1xf32>
    %cst_400 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1604 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1605 = stablehlo.divide %1603, %1604 : tensor<32x1xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1606 = stablehlo.reduce(%1605 init: %cst_401) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1607 = stablehlo.broadcast_in_dim %1606, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1608 = stablehlo.add %1602, %1607 : tensor<32x64xf32>
    %cst_402 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1609 = stablehlo.reduce(%1608 init: %cst_402) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1610 = stablehlo.reshape %1609 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1611 = stablehlo.reduce(%1610 init: %cst_403) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1612 = stablehlo.dot_general %1608, %935, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1613 = stablehlo.transpose %1612, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1614 = stablehlo.dot_general %1608, %arg96, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1615 = stablehlo.add %1570, %1614 : tensor<32x64xf32>
    %cst_404 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1616 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1617 = stablehlo.select %934, %1615, %1616 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1618 = stablehlo.reduce(%1617 init: %cst_405) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1619 = stablehlo.reshape %1618 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_406 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1620 = stablehlo.reduce(%1619 init: %cst_406) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1621 = stablehlo.multiply %922, %1617 : tensor<32x64xf32>
    %cst_407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1622 = stablehlo.reduce(%1621 init: %cst_407) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1623 = stablehlo.reshape %1622 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1624 = stablehlo.broadcast_in_dim %926, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1625 = stablehlo.multiply %1617, %1624 : tensor<32x64xf32>
    %cst_408 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1626 = stablehlo.reduce(%1623 init: %cst_408) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1627 = stablehlo.broadcast_in_dim %925, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1628 = stablehlo.multiply %1625, %1627 : tensor<32x64xf32>
    %1629 = stablehlo.multiply %1628, %915 : tensor<32x64xf32>
    %cst_409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1630 = stablehlo.reduce(%1629 init: %cst_409) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1631 = stablehlo.reshape %1630 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1632 = stablehlo.negate %1631 : tensor<32x1xf32>
    %1633 = stablehlo.broadcast_in_dim %918, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1634 = stablehlo.divide %1625, %1633 : tensor<32x64xf32>
    %1635 = stablehlo.multiply %1632, %920 : tensor<32x1xf32>
    %1636 = stablehlo.negate %1634 : tensor<32x64xf32>
    %cst_410 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1637 = stablehlo.reduce(%1636 init: %cst_410) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1638 = stablehlo.reshape %1637 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_411 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1639 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1640 = stablehlo.divide %1635, %1639 : tensor<32x1xf32>
    %cst_412 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1641 = stablehlo.reduce(%1640 init: %cst_412) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1642 = stablehlo.broadcast_in_dim %1641, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1643 = stablehlo.multiply %1642, %909 : tensor<32x64xf32>
    %1644 = stablehlo.negate %1643 : tensor<32x64xf32>
    %cst_413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1645 = stablehlo.reduce(%1644 init: %cst_413) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1646 = stablehlo.reshape %1645 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1647 = stablehlo.add %1634, %1643 : tensor<32x64xf32>
    %1648 = stablehlo.add %1638, %1646 : tensor<32x1xf32>
    %cst_414 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1649 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1650 = stablehlo.divide %1648, %1649 : tensor<32x1xf32>
    %cst_415 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1651 = stablehlo.reduce(%1650 init: %cst_415) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1652 = stablehlo.broadcast_in_dim %1651, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1653 = stablehlo.add %1647, %1652 : tensor<32x64xf32>
    %cst_416 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1654 = stablehlo.reduce(%1653 init: %cst_416) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1655 = stablehlo.reshape %1654 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1656 = stablehlo.reduce(%1655 init: %cst_417) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1657 = stablehlo.dot_general %1653, %896, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1658 = stablehlo.transpose %1657, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1659 = stablehlo.dot_general %1653, %arg92, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1660 = stablehlo.add %1615, %1659 : tensor<32x64xf32>
    %cst_418 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1661 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1662 = stablehlo.select %895, %1660, %1661 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_419 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1663 = stablehlo.reduce(%1662 init: %cst_419) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1664 = stablehlo.reshape %1663 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_420 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1665 = stablehlo.reduce(%1664 init: %cst_420) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1666 = stablehlo.multiply %883, %1662 : tensor<32x64xf32>
    %cst_421 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1667 = stablehlo.reduce(%1666 init: %cst_421) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1668 = stablehlo.reshape %1667 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1669 = stablehlo.broadcast_in_dim %887, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1670 = stablehlo.multiply %1662, %1669 : tensor<32x64xf32>
    %cst_422 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1671 = stablehlo.reduce(%1668 init: %cst_422) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1672 = stablehlo.broadcast_in_dim %886, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1673 = stablehlo.multiply %1670, %1672 : tensor<32x64xf32>
    %1674 = stablehlo.multiply %1673, %876 : tensor<32x64xf32>
    %cst_423 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1675 = stablehlo.reduce(%1674 init: %cst_423) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1676 = stablehlo.reshape %1675 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1677 = stablehlo.negate %1676 : tensor<32x1xf32>
    %1678 = stablehlo.broadcast_in_dim %879, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1679 = stablehlo.divide %1670, %1678 : tensor<32x64xf32>
    %1680 = stablehlo.multiply %1677, %881 : tensor<32x1xf32>
    %1681 = stablehlo.negate %1679 : tensor<32x64xf32>
    %cst_424 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1682 = stablehlo.reduce(%1681 init: %cst_424) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1683 = stablehlo.reshape %1682 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_425 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1684 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1685 = stablehlo.divide %1680, %1684 : tensor<32x1xf32>
    %cst_426 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1686 = stablehlo.reduce(%1685 init: %cst_426) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1687 = stablehlo.broadcast_in_dim %1686, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1688 = stablehlo.multiply %1687, %870 : tensor<32x64xf32>
    %1689 = stablehlo.negate %1688 : tensor<32x64xf32>
    %cst_427 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1690 = stablehlo.reduce(%1689 init: %cst_427) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1691 = stablehlo.reshape %1690 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1692 = stablehlo.add %1679, %1688 : tensor<32x64xf32>
    %1693 = stablehlo.add %1683, %1691 : tensor<32x1xf32>
    %cst_428 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1694 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1695 = stablehlo.divide %1693, %1694 : tensor<32x1xf32>
    %cst_429 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1696 = stablehlo.reduce(%1695 init: %cst_429) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1697 = stablehlo.broadcast_in_dim %1696, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1698 = stablehlo.add %1692, %1697 : tensor<32x64xf32>
    %cst_430 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1699 = stablehlo.reduce(%1698 init: %cst_430) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1700 = stablehlo.reshape %1699 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_431 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1701 = stablehlo.reduce(%1700 init: %cst_431) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1702 = stablehlo.dot_general %1698, %857, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1703 = stablehlo.transpose %1702, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1704 = stablehlo.dot_general %1698, %arg88, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1705 = stablehlo.add %1660, %1704 : tensor<32x64xf32>
    %cst_432 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1706 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1707 = stablehlo.select %856, %1705, %1706 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_433 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1708 = stablehlo.reduce(%1707 init: %cst_433) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1709 = stablehlo.reshape %1708 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_434 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1710 = stablehlo.reduce(%1709 init: %cst_434) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1711 = stablehlo.multiply %844, %1707 : tensor<32x64xf32>
    %cst_435 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1712 = stablehlo.reduce(%1711 init: %cst_435) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1713 = stablehlo.reshape %1712 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1714 = stablehlo.broadcast_in_dim %848, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1715 = stablehlo.multiply %1707, %1714 : tensor<32x64xf32>
    %cst_436 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1716 = stablehlo.reduce(%1713 init: %cst_436) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1717 = stablehlo.broadcast_in_dim %847, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1718 = stablehlo.multiply %1715, %1717 : tensor<32x64xf32>
    %1719 = stablehlo.multiply %1718, %837 : tensor<32x64xf32>
    %cst_437 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1720 = stablehlo.reduce(%1719 init: %cst_437) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1721 = stablehlo.reshape %1720 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1722 = stablehlo.negate %1721 : tensor<32x1xf32>
    %1723 = stablehlo.broadcast_in_dim %840, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1724 = stablehlo.divide %1715, %1723 : tensor<32x64xf32>
    %1725 = stablehlo.multiply %1722, %842 : tensor<32x1xf32>
    %1726 = stablehlo.negate %1724 : tensor<32x64xf32>
    %cst_438 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1727 = stablehlo.reduce(%1726 init: %cst_438) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1728 = stablehlo.reshape %1727 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_439 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1729 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1730 = stablehlo.divide %1725, %1729 : tensor<32x1xf32>
    %cst_440 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1731 = stablehlo.reduce(%1730 init: %cst_440) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1732 = stablehlo.broadcast_in_dim %1731, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1733 = stablehlo.multiply %1732, %831 : tensor<32x64xf32>
    %1734 = stablehlo.negate %1733 : tensor<32x64xf32>
    %cst_441 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1735 = stablehlo.reduce(%1734 init: %cst_441) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1736 = stablehlo.reshape %1735 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1737 = stablehlo.add %1724, %1733 : tensor<32x64xf32>
    %1738 = stablehlo.add %1728, %1736 : tensor<32x1xf32>
    %cst_442 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1739 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1740 = stablehlo.divide %1738, %1739 : tensor<32x1xf32>
    %cst_443 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1741 = stablehlo.reduce(%1740 init: %cst_443) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1742 = stablehlo.broadcast_in_dim %1741, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1743 = stablehlo.add %1737, %1742 : tensor<32x64xf32>
    %cst_444 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1744 = stablehlo.reduce(%1743 init: %cst_444) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1745 = stablehlo.reshape %1744 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_445 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1746 = stablehlo.reduce(%1745 init: %cst_445) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1747 = stablehlo.dot_general %1743, %818, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1748 = stablehlo.transpose %1747, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1749 = stablehlo.dot_general %1743, %arg84, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1750 = stablehlo.add %1705, %1749 : tensor<32x64xf32>
    %cst_446 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1751 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1752 = stablehlo.select %817, %1750, %1751 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_447 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1753 = stablehlo.reduce(%1752 init: %cst_447) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1754 = stablehlo.reshape %1753 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_448 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1755 = stablehlo.reduce(%1754 init: %cst_448) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1756 = stablehlo.multiply %805, %1752 : tensor<32x64xf32>
    %cst_449 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1757 = stablehlo.reduce(%1756 init: %cst_449) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1758 = stablehlo.reshape %1757 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1759 = stablehlo.broadcast_in_dim %809, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1760 = stablehlo.multiply %1752, %1759 : tensor<32x64xf32>
    %cst_450 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1761 = stablehlo.reduce(%1758 init: %cst_450) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1762 = stablehlo.broadcast_in_dim %808, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1763 = stablehlo.multiply %1760, %1762 : tensor<32x64xf32>
    %1764 = stablehlo.multiply %1763, %798 : tensor<32x64xf32>
    %cst_451 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1765 = stablehlo.reduce(%1764 init: %cst_451) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1766 = stablehlo.reshape %1765 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1767 = stablehlo.negate %1766 : tensor<32x1xf32>
    %1768 = stablehlo.broadcast_in_dim %801, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1769 = stablehlo.divide %1760, %1768 : tensor<32x64xf32>
    %1770 = stablehlo.multiply %1767, %803 : tensor<32x1xf32>
    %1771 = stablehlo.negate %1769 : tensor<32x64xf32>
    %cst_452 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1772 = stablehlo.reduce(%1771 init: %cst_452) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1773 = stablehlo.reshape %1772 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_453 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1774 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1775 = stablehlo.divide %1770, %1774 : tensor<32x1xf32>
    %cst_454 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1776 = stablehlo.reduce(%1775 init: %cst_454) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1777 = stablehlo.broadcast_in_dim %1776, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1778 = stablehlo.multiply %1777, %792 : tensor<32x64xf32>
    %1779 = stablehlo.negate %1778 : tensor<32x64xf32>
    %cst_455 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1780 = stablehlo.reduce(%1779 init: %cst_455) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1781 = stablehlo.reshape %1780 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1782 = stablehlo.add %1769, %1778 : tensor<32x64xf32>
    %1783 = stablehlo.add %1773, %1781 : tensor<32x1xf32>
    %cst_456 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1784 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1785 = stablehlo.divide %1783, %1784 : tensor<32x1xf32>
    %cst_457 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1786 = stablehlo.reduce(%1785 init: %cst_457) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1787 = stablehlo.broadcast_in_dim %1786, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1788 = stablehlo.add %1782, %1787 : tensor<32x64xf32>
    %cst_458 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1789 = stablehlo.reduce(%1788 init: %cst_458) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1790 = stablehlo.reshape %1789 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_459 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1791 = stablehlo.reduce(%1790 init: %cst_459) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1792 = stablehlo.dot_general %1788, %779, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1793 = stablehlo.transpose %1792, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1794 = stablehlo.dot_general %1788, %arg80, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1795 = stablehlo.add %1750, %1794 : tensor<32x64xf32>
    %cst_460 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1796 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1797 = stablehlo.select %778, %1795, %1796 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_461 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1798 = stablehlo.reduce(%1797 init: %cst_461) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1799 = stablehlo.reshape %1798 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_462 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1800 = stablehlo.reduce(%1799 init: %cst_462) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1801 = stablehlo.multiply %766, %1797 : tensor<32x64xf32>
    %cst_463 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1802 = stablehlo.reduce(%1801 init: %cst_463) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1803 = stablehlo.reshape %1802 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1804 = stablehlo.broadcast_in_dim %770, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1805 = stablehlo.multiply %1797, %1804 : tensor<32x64xf32>
    %cst_464 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1806 = stablehlo.reduce(%1803 init: %cst_464) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1807 = stablehlo.broadcast_in_dim %769, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1808 = stablehlo.multiply %1805, %1807 : tensor<32x64xf32>
    %1809 = stablehlo.multiply %1808, %759 : tensor<32x64xf32>
    %cst_465 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1810 = stablehlo.reduce(%1809 init: %cst_465) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1811 = stablehlo.reshape %1810 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1812 = stablehlo.negate %1811 : tensor<32x1xf32>
    %1813 = stablehlo.broadcast_in_dim %762, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1814 = stablehlo.divide %1805, %1813 : tensor<32x64xf32>
    %1815 = stablehlo.multiply %1812, %764 : tensor<32x1xf32>
    %1816 = stablehlo.negate %1814 : tensor<32x64xf32>
    %cst_466 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1817 = stablehlo.reduce(%1816 init: %cst_466) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1818 = stablehlo.reshape %1817 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_467 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1819 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1820 = stablehlo.divide %1815, %1819 : tensor<32x1xf32>
    %cst_468 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1821 = stablehlo.reduce(%1820 init: %cst_468) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1822 = stablehlo.broadcast_in_dim %1821, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1823 = stablehlo.multiply %1822, %753 : tensor<32x64xf32>
    %1824 = stablehlo.negate %1823 : tensor<32x64xf32>
    %cst_469 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1825 = stablehlo.reduce(%1824 init: %cst_469) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1826 = stablehlo.reshape %1825 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1827 = stablehlo.add %1814, %1823 : tensor<32x64xf32>
    %1828 = stablehlo.add %1818, %1826 : tensor<32x1xf32>
    %cst_470 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1829 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1830 = stablehlo.divide %1828, %1829 : tensor<32x1xf32>
    %cst_471 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1831 = stablehlo.reduce(%1830 init: %cst_471) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1832 = stablehlo.broadcast_in_dim %1831, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1833 = stablehlo.add %1827, %1832 : tensor<32x64xf32>
    %cst_472 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1834 = stablehlo.reduce(%1833 init: %cst_472) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1835 = stablehlo.reshape %1834 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_473 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1836 = stablehlo.reduce(%1835 init: %cst_473) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1837 = stablehlo.dot_general %1833, %740, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1838 = stablehlo.transpose %1837, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1839 = stablehlo.dot_general %1833, %arg76, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1840 = stablehlo.add %1795, %1839 : tensor<32x64xf32>
    %cst_474 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1841 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1842 = stablehlo.select %739, %1840, %1841 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_475 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1843 = stablehlo.reduce(%1842 init: %cst_475) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1844 = stablehlo.reshape %1843 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_476 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1845 = stablehlo.reduce(%1844 init: %cst_476) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1846 = stablehlo.multiply %727, %1842 : tensor<32x64xf32>
    %cst_477 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1847 = stablehlo.reduce(%1846 init: %cst_477) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1848 = stablehlo.reshape %1847 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1849 = stablehlo.broadcast_in_dim %731, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1850 = stablehlo.multiply %1842, %1849 : tensor<32x64xf32>
    %cst_478 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1851 = stablehlo.reduce(%1848 init: %cst_478) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1852 = stablehlo.broadcast_in_dim %730, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1853 = stablehlo.multiply %1850, %1852 : tensor<32x64xf32>
    %1854 = stablehlo.multiply %1853, %720 : tensor<32x64xf32>
    %cst_479 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1855 = stablehlo.reduce(%1854 init: %cst_479) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1856 = stablehlo.reshape %1855 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1857 = stablehlo.negate %1856 : tensor<32x1xf32>
    %1858 = stablehlo.broadcast_in_dim %723, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1859 = stablehlo.divide %1850, %1858 : tensor<32x64xf32>
    %1860 = stablehlo.multiply %1857, %725 : tensor<32x1xf32>
    %1861 = stablehlo.negate %1859 : tensor<32x64xf32>
    %cst_480 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1862 = stablehlo.reduce(%1861 init: %cst_480) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1863 = stablehlo.reshape %1862 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_481 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1864 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1865 = stablehlo.divide %1860, %1864 : tensor<32x1xf32>
    %cst_482 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1866 = stablehlo.reduce(%1865 init: %cst_482) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1867 = stablehlo.broadcast_in_dim %1866, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1868 = stablehlo.multiply %1867, %714 : tensor<32x64xf32>
    %1869 = stablehlo.negate %1868 : tensor<32x64xf32>
    %cst_483 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1870 = stablehlo.reduce(%1869 init: %cst_483) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1871 = stablehlo.reshape %1870 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1872 = stablehlo.add %1859, %1868 : tensor<32x64xf32>
    %1873 = stablehlo.add %1863, %1871 : tensor<32x1xf32>
    %cst_484 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1874 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1875 = stablehlo.divide %1873, %1874 : tensor<32x1xf32>
    %cst_485 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1876 = stablehlo.reduce(%1875 init: %cst_485) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1877 = stablehlo.broadcast_in_dim %1876, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1878 = stablehlo.add %1872, %1877 : tensor<32x64xf32>
    %cst_486 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1879 = stablehlo.reduce(%1878 init: %cst_486) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1880 = stablehlo.reshape %1879 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_487 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1881 = stablehlo.reduce(%1880 init: %cst_487) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1882 = stablehlo.dot_general %1878, %701, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1883 = stablehlo.transpose %1882, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1884 = stablehlo.dot_general %1878, %arg72, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1885 = stablehlo.add %1840, %1884 : tensor<32x64xf32>
    %cst_488 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1886 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1887 = stablehlo.select %700, %1885, %1886 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_489 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1888 = stablehlo.reduce(%1887 init: %cst_489) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1889 = stablehlo.reshape %1888 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_490 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1890 = stablehlo.reduce(%1889 init: %cst_490) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1891 = stablehlo.multiply %688, %1887 : tensor<32x64xf32>
    %cst_491 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1892 = stablehlo.reduce(%1891 init: %cst_491) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1893 = stablehlo.reshape %1892 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1894 = stablehlo.broadcast_in_dim %692, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1895 = stablehlo.multiply %1887, %1894 : tensor<32x64xf32>
    %cst_492 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1896 = stablehlo.reduce(%1893 init: %cst_492) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1897 = stablehlo.broadcast_in_dim %691, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1898 = stablehlo.multiply %1895, %1897 : tensor<32x64xf32>
    %1899 = stablehlo.multiply %1898, %681 : tensor<32x64xf32>
    %cst_493 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1900 = stablehlo.reduce(%1899 init: %cst_493) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1901 = stablehlo.reshape %1900 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1902 = stablehlo.negate %1901 : tensor<32x1xf32>
    %1903 = stablehlo.broadcast_in_dim %684, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1904 = stablehlo.divide %1895, %1903 : tensor<32x64xf32>
    %1905 = stablehlo.multiply %1902, %686 : tensor<32x1xf32>
    %1906 = stablehlo.negate %1904 : tensor<32x64xf32>
    %cst_494 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1907 = stablehlo.reduce(%1906 init: %cst_494) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1908 = stablehlo.reshape %1907 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_495 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1909 = stablehlo.broadcast_in_dim %cst_495, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1910 = stablehlo.divide %1905, %1909 : tensor<32x1xf32>
    %cst_496 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1911 = stablehlo.reduce(%1910 init: %cst_496) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1912 = stablehlo.broadcast_in_dim %1911, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1913 = stablehlo.multiply %1912, %675 : tensor<32x64xf32>
    %1914 = stablehlo.negate %1913 : tensor<32x64xf32>
    %cst_497 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1915 = stablehlo.reduce(%1914 init: %cst_497) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1916 = stablehlo.reshape %1915 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1917 = stablehlo.add %1904, %1913 : tensor<32x64xf32>
    %1918 = stablehlo.add %1908, %1916 : tensor<32x1xf32>
    %cst_498 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1919 = stablehlo.broadcast_in_dim %cst_498, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1920 = stablehlo.divide %1918, %1919 : tensor<32x1xf32>
    %cst_499 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1921 = stablehlo.reduce(%1920 init: %cst_499) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1922 = stablehlo.broadcast_in_dim %1921, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1923 = stablehlo.add %1917, %1922 : tensor<32x64xf32>
    %cst_500 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1924 = stablehlo.reduce(%1923 init: %cst_500) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1925 = stablehlo.reshape %1924 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_501 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1926 = stablehlo.reduce(%1925 init: %cst_501) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1927 = stablehlo.dot_general %1923, %662, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1928 = stablehlo.transpose %1927, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1929 = stablehlo.dot_general %1923, %arg68, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1930 = stablehlo.add %1885, %1929 : tensor<32x64xf32>
    %cst_502 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1931 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1932 = stablehlo.select %661, %1930, %1931 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_503 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1933 = stablehlo.reduce(%1932 init: %cst_503) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1934 = stablehlo.reshape %1933 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_504 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1935 = stablehlo.reduce(%1934 init: %cst_504) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1936 = stablehlo.multiply %649, %1932 : tensor<32x64xf32>
    %cst_505 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1937 = stablehlo.reduce(%1936 init: %cst_505) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1938 = stablehlo.reshape %1937 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1939 = stablehlo.broadcast_in_dim %653, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1940 = stablehlo.multiply %1932, %1939 : tensor<32x64xf32>
    %cst_506 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1941 = stablehlo.reduce(%1938 init: %cst_506) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1942 = stablehlo.broadcast_in_dim %652, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1943 = stablehlo.multiply %1940, %1942 : tensor<32x64xf32>
    %1944 = stablehlo.multiply %1943, %642 : tensor<32x64xf32>
    %cst_507 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1945 = stablehlo.reduce(%1944 init: %cst_507) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1946 = stablehlo.reshape %1945 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1947 = stablehlo.negate %1946 : tensor<32x1xf32>
    %1948 = stablehlo.broadcast_in_dim %645, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1949 = stablehlo.divide %1940, %1948 : tensor<32x64xf32>
    %1950 = stablehlo.multiply %1947, %647 : tensor<32x1xf32>
    %1951 = stablehlo.negate %1949 : tensor<32x64xf32>
    %cst_508 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1952 = stablehlo.reduce(%1951 init: %cst_508) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1953 = stablehlo.reshape %1952 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_509 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1954 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1955 = stablehlo.divide %1950, %1954 : tensor<32x1xf32>
    %cst_510 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1956 = stablehlo.reduce(%1955 init: %cst_510) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1957 = stablehlo.broadcast_in_dim %1956, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1958 = stablehlo.multiply %1957, %636 : tensor<32x64xf32>
    %1959 = stablehlo.negate %1958 : tensor<32x64xf32>
    %cst_511 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1960 = stablehlo.reduce(%1959 init: %cst_511) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1961 = stablehlo.reshape %1960 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1962 = stablehlo.add %1949, %1958 : tensor<32x64xf32>
    %1963 = stablehlo.add %1953, %1961 : tensor<32x1xf32>
    %cst_512 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1964 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1965 = stablehlo.divide %1963, %1964 : tensor<32x1xf32>
    %cst_513 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1966 = stablehlo.reduce(%1965 init: %cst_513) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %1967 = stablehlo.broadcast_in_dim %1966, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %1968 = stablehlo.add %1962, %1967 : tensor<32x64xf32>
    %cst_514 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1969 = stablehlo.reduce(%1968 init: %cst_514) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1970 = stablehlo.reshape %1969 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_515 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1971 = stablehlo.reduce(%1970 init: %cst_515) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1972 = stablehlo.dot_general %1968, %623, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1973 = stablehlo.transpose %1972, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1974 = stablehlo.dot_general %1968, %arg64, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1975 = stablehlo.add %1930, %1974 : tensor<32x64xf32>
    %cst_516 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1976 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1977 = stablehlo.select %622, %1975, %1976 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_517 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1978 = stablehlo.reduce(%1977 init: %cst_517) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1979 = stablehlo.reshape %1978 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_518 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1980 = stablehlo.reduce(%1979 init: %cst_518) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1981 = stablehlo.multiply %610, %1977 : tensor<32x64xf32>
    %cst_519 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1982 = stablehlo.reduce(%1981 init: %cst_519) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1983 = stablehlo.reshape %1982 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1984 = stablehlo.broadcast_in_dim %614, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %1985 = stablehlo.multiply %1977, %1984 : tensor<32x64xf32>
    %cst_520 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1986 = stablehlo.reduce(%1983 init: %cst_520) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1987 = stablehlo.broadcast_in_dim %613, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1988 = stablehlo.multiply %1985, %1987 : tensor<32x64xf32>
    %1989 = stablehlo.multiply %1988, %603 : tensor<32x64xf32>
    %cst_521 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1990 = stablehlo.reduce(%1989 init: %cst_521) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1991 = stablehlo.reshape %1990 : (tensor<32xf32>) -> tensor<32x1xf32>
    %1992 = stablehlo.negate %1991 : tensor<32x1xf32>
    %1993 = stablehlo.broadcast_in_dim %606, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %1994 = stablehlo.divide %1985, %1993 : tensor<32x64xf32>
    %1995 = stablehlo.multiply %1992, %608 : tensor<32x1xf32>
    %1996 = stablehlo.negate %1994 : tensor<32x64xf32>
    %cst_522 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1997 = stablehlo.reduce(%1996 init: %cst_522) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1998 = stablehlo.reshape %1997 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_523 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1999 = stablehlo.broadcast_in_dim %cst_523, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2000 = stablehlo.divide %1995, %1999 : tensor<32x1xf32>
    %cst_524 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2001 = stablehlo.reduce(%2000 init: %cst_524) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2002 = stablehlo.broadcast_in_dim %2001, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2003 = stablehlo.multiply %2002, %597 : tensor<32x64xf32>
    %2004 = stablehlo.negate %2003 : tensor<32x64xf32>
    %cst_525 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2005 = stablehlo.reduce(%2004 init: %cst_525) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2006 = stablehlo.reshape %2005 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2007 = stablehlo.add %1994, %2003 : tensor<32x64xf32>
    %2008 = stablehlo.add %1998, %2006 : tensor<32x1xf32>
    %cst_526 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2009 = stablehlo.broadcast_in_dim %cst_526, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2010 = stablehlo.divide %2008, %2009 : tensor<32x1xf32>
    %cst_527 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2011 = stablehlo.reduce(%2010 init: %cst_527) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2012 = stablehlo.broadcast_in_dim %2011, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2013 = stablehlo.add %2007, %2012 : tensor<32x64xf32>
    %cst_528 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2014 = stablehlo.reduce(%2013 init: %cst_528) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2015 = stablehlo.reshape %2014 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_529 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2016 = stablehlo.reduce(%2015 init: %cst_529) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2017 = stablehlo.dot_general %2013, %584, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2018 = stablehlo.transpose %2017, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2019 = stablehlo.dot_general %2013, %arg60, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2020 = stablehlo.add %1975, %2019 : tensor<32x64xf32>
    %cst_530 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2021 = stablehlo.broadcast_in_dim %cst_530, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2022 = stablehlo.select %583, %2020, %2021 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_531 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2023 = stablehlo.reduce(%2022 init: %cst_531) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2024 = stablehlo.reshape %2023 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_532 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2025 = stablehlo.reduce(%2024 init: %cst_532) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2026 = stablehlo.multiply %571, %2022 : tensor<32x64xf32>
    %cst_533 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2027 = stablehlo.reduce(%2026 init: %cst_533) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2028 = stablehlo.reshape %2027 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2029 = stablehlo.broadcast_in_dim %575, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2030 = stablehlo.multiply %2022, %2029 : tensor<32x64xf32>
    %cst_534 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2031 = stablehlo.reduce(%2028 init: %cst_534) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2032 = stablehlo.broadcast_in_dim %574, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2033 = stablehlo.multiply %2030, %2032 : tensor<32x64xf32>
    %2034 = stablehlo.multiply %2033, %564 : tensor<32x64xf32>
    %cst_535 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2035 = stablehlo.reduce(%2034 init: %cst_535) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2036 = stablehlo.reshape %2035 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2037 = stablehlo.negate %2036 : tensor<32x1xf32>
    %2038 = stablehlo.broadcast_in_dim %567, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2039 = stablehlo.divide %2030, %2038 : tensor<32x64xf32>
    %2040 = stablehlo.multiply %2037, %569 : tensor<32x1xf32>
    %2041 = stablehlo.negate %2039 : tensor<32x64xf32>
    %cst_536 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2042 = stablehlo.reduce(%2041 init: %cst_536) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2043 = stablehlo.reshape %2042 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_537 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2044 = stablehlo.broadcast_in_dim %cst_537, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2045 = stablehlo.divide %2040, %2044 : tensor<32x1xf32>
    %cst_538 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2046 = stablehlo.reduce(%2045 init: %cst_538) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2047 = stablehlo.broadcast_in_dim %2046, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2048 = stablehlo.multiply %2047, %558 : tensor<32x64xf32>
    %2049 = stablehlo.negate %2048 : tensor<32x64xf32>
    %cst_539 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2050 = stablehlo.reduce(%2049 init: %cst_539) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2051 = stablehlo.reshape %2050 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2052 = stablehlo.add %2039, %2048 : tensor<32x64xf32>
    %2053 = stablehlo.add %2043, %2051 : tensor<32x1xf32>
    %cst_540 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2054 = stablehlo.broadcast_in_dim %cst_540, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2055 = stablehlo.divide %2053, %2054 : tensor<32x1xf32>
    %cst_541 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2056 = stablehlo.reduce(%2055 init: %cst_541) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2057 = stablehlo.broadcast_in_dim %2056, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2058 = stablehlo.add %2052, %2057 : tensor<32x64xf32>
    %cst_542 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2059 = stablehlo.reduce(%2058 init: %cst_542) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2060 = stablehlo.reshape %2059 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_543 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2061 = stablehlo.reduce(%2060 init: %cst_543) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2062 = stablehlo.dot_general %2058, %545, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2063 = stablehlo.transpose %2062, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2064 = stablehlo.dot_general %2058, %arg56, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2065 = stablehlo.add %2020, %2064 : tensor<32x64xf32>
    %cst_544 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2066 = stablehlo.broadcast_in_dim %cst_544, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2067 = stablehlo.select %544, %2065, %2066 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_545 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2068 = stablehlo.reduce(%2067 init: %cst_545) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2069 = stablehlo.reshape %2068 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_546 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2070 = stablehlo.reduce(%2069 init: %cst_546) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2071 = stablehlo.multiply %532, %2067 : tensor<32x64xf32>
    %cst_547 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2072 = stablehlo.reduce(%2071 init: %cst_547) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2073 = stablehlo.reshape %2072 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2074 = stablehlo.broadcast_in_dim %536, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2075 = stablehlo.multiply %2067, %2074 : tensor<32x64xf32>
    %cst_548 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2076 = stablehlo.reduce(%2073 init: %cst_548) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2077 = stablehlo.broadcast_in_dim %535, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2078 = stablehlo.multiply %2075, %2077 : tensor<32x64xf32>
    %2079 = stablehlo.multiply %2078, %525 : tensor<32x64xf32>
    %cst_549 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2080 = stablehlo.reduce(%2079 init: %cst_549) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2081 = stablehlo.reshape %2080 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2082 = stablehlo.negate %2081 : tensor<32x1xf32>
    %2083 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2084 = stablehlo.divide %2075, %2083 : tensor<32x64xf32>
    %2085 = stablehlo.multiply %2082, %530 : tensor<32x1xf32>
    %2086 = stablehlo.negate %2084 : tensor<32x64xf32>
    %cst_550 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2087 = stablehlo.reduce(%2086 init: %cst_550) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2088 = stablehlo.reshape %2087 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_551 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2089 = stablehlo.broadcast_in_dim %cst_551, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2090 = stablehlo.divide %2085, %2089 : tensor<32x1xf32>
    %cst_552 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2091 = stablehlo.reduce(%2090 init: %cst_552) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2092 = stablehlo.broadcast_in_dim %2091, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2093 = stablehlo.multiply %2092, %519 : tensor<32x64xf32>
    %2094 = stablehlo.negate %2093 : tensor<32x64xf32>
    %cst_553 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2095 = stablehlo.reduce(%2094 init: %cst_553) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2096 = stablehlo.reshape %2095 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2097 = stablehlo.add %2084, %2093 : tensor<32x64xf32>
    %2098 = stablehlo.add %2088, %2096 : tensor<32x1xf32>
    %cst_554 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2099 = stablehlo.broadcast_in_dim %cst_554, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2100 = stablehlo.divide %2098, %2099 : tensor<32x1xf32>
    %cst_555 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2101 = stablehlo.reduce(%2100 init: %cst_555) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2102 = stablehlo.broadcast_in_dim %2101, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2103 = stablehlo.add %2097, %2102 : tensor<32x64xf32>
    %cst_556 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2104 = stablehlo.reduce(%2103 init: %cst_556) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2105 = stablehlo.reshape %2104 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_557 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2106 = stablehlo.reduce(%2105 init: %cst_557) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2107 = stablehlo.dot_general %2103, %506, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2108 = stablehlo.transpose %2107, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2109 = stablehlo.dot_general %2103, %arg52, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2110 = stablehlo.add %2065, %2109 : tensor<32x64xf32>
    %cst_558 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2111 = stablehlo.broadcast_in_dim %cst_558, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2112 = stablehlo.select %505, %2110, %2111 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_559 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2113 = stablehlo.reduce(%2112 init: %cst_559) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2114 = stablehlo.reshape %2113 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_560 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2115 = stablehlo.reduce(%2114 init: %cst_560) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2116 = stablehlo.multiply %493, %2112 : tensor<32x64xf32>
    %cst_561 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2117 = stablehlo.reduce(%2116 init: %cst_561) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2118 = stablehlo.reshape %2117 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2119 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2120 = stablehlo.multiply %2112, %2119 : tensor<32x64xf32>
    %cst_562 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2121 = stablehlo.reduce(%2118 init: %cst_562) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2122 = stablehlo.broadcast_in_dim %496, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2123 = stablehlo.multiply %2120, %2122 : tensor<32x64xf32>
    %2124 = stablehlo.multiply %2123, %486 : tensor<32x64xf32>
    %cst_563 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2125 = stablehlo.reduce(%2124 init: %cst_563) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2126 = stablehlo.reshape %2125 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2127 = stablehlo.negate %2126 : tensor<32x1xf32>
    %2128 = stablehlo.broadcast_in_dim %489, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2129 = stablehlo.divide %2120, %2128 : tensor<32x64xf32>
    %2130 = stablehlo.multiply %2127, %491 : tensor<32x1xf32>
    %2131 = stablehlo.negate %2129 : tensor<32x64xf32>
    %cst_564 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2132 = stablehlo.reduce(%2131 init: %cst_564) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2133 = stablehlo.reshape %2132 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_565 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2134 = stablehlo.broadcast_in_dim %cst_565, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2135 = stablehlo.divide %2130, %2134 : tensor<32x1xf32>
    %cst_566 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2136 = stablehlo.reduce(%2135 init: %cst_566) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2137 = stablehlo.broadcast_in_dim %2136, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2138 = stablehlo.multiply %2137, %480 : tensor<32x64xf32>
    %2139 = stablehlo.negate %2138 : tensor<32x64xf32>
    %cst_567 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2140 = stablehlo.reduce(%2139 init: %cst_567) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2141 = stablehlo.reshape %2140 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2142 = stablehlo.add %2129, %2138 : tensor<32x64xf32>
    %2143 = stablehlo.add %2133, %2141 : tensor<32x1xf32>
    %cst_568 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2144 = stablehlo.broadcast_in_dim %cst_568, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2145 = stablehlo.divide %2143, %2144 : tensor<32x1xf32>
    %cst_569 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2146 = stablehlo.reduce(%2145 init: %cst_569) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2147 = stablehlo.broadcast_in_dim %2146, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2148 = stablehlo.add %2142, %2147 : tensor<32x64xf32>
    %cst_570 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2149 = stablehlo.reduce(%2148 init: %cst_570) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2150 = stablehlo.reshape %2149 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_571 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2151 = stablehlo.reduce(%2150 init: %cst_571) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2152 = stablehlo.dot_general %2148, %467, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2153 = stablehlo.transpose %2152, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2154 = stablehlo.dot_general %2148, %arg48, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2155 = stablehlo.add %2110, %2154 : tensor<32x64xf32>
    %cst_572 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2156 = stablehlo.broadcast_in_dim %cst_572, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2157 = stablehlo.select %466, %2155, %2156 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_573 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2158 = stablehlo.reduce(%2157 init: %cst_573) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2159 = stablehlo.reshape %2158 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_574 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2160 = stablehlo.reduce(%2159 init: %cst_574) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2161 = stablehlo.multiply %454, %2157 : tensor<32x64xf32>
    %cst_575 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2162 = stablehlo.reduce(%2161 init: %cst_575) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2163 = stablehlo.reshape %2162 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2164 = stablehlo.broadcast_in_dim %458, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2165 = stablehlo.multiply %2157, %2164 : tensor<32x64xf32>
    %cst_576 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2166 = stablehlo.reduce(%2163 init: %cst_576) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2167 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2168 = stablehlo.multiply %2165, %2167 : tensor<32x64xf32>
    %2169 = stablehlo.multiply %2168, %447 : tensor<32x64xf32>
    %cst_577 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2170 = stablehlo.reduce(%2169 init: %cst_577) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2171 = stablehlo.reshape %2170 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2172 = stablehlo.negate %2171 : tensor<32x1xf32>
    %2173 = stablehlo.broadcast_in_dim %450, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2174 = stablehlo.divide %2165, %2173 : tensor<32x64xf32>
    %2175 = stablehlo.multiply %2172, %452 : tensor<32x1xf32>
    %2176 = stablehlo.negate %2174 : tensor<32x64xf32>
    %cst_578 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2177 = stablehlo.reduce(%2176 init: %cst_578) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2178 = stablehlo.reshape %2177 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_579 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2179 = stablehlo.broadcast_in_dim %cst_579, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2180 = stablehlo.divide %2175, %2179 : tensor<32x1xf32>
    %cst_580 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2181 = stablehlo.reduce(%2180 init: %cst_580) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2182 = stablehlo.broadcast_in_dim %2181, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2183 = stablehlo.multiply %2182, %441 : tensor<32x64xf32>
    %2184 = stablehlo.negate %2183 : tensor<32x64xf32>
    %cst_581 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2185 = stablehlo.reduce(%2184 init: %cst_581) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2186 = stablehlo.reshape %2185 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2187 = stablehlo.add %2174, %2183 : tensor<32x64xf32>
    %2188 = stablehlo.add %2178, %2186 : tensor<32x1xf32>
    %cst_582 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2189 = stablehlo.broadcast_in_dim %cst_582, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2190 = stablehlo.divide %2188, %2189 : tensor<32x1xf32>
    %cst_583 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2191 = stablehlo.reduce(%2190 init: %cst_583) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2192 = stablehlo.broadcast_in_dim %2191, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2193 = stablehlo.add %2187, %2192 : tensor<32x64xf32>
    %cst_584 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2194 = stablehlo.reduce(%2193 init: %cst_584) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2195 = stablehlo.reshape %2194 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_585 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2196 = stablehlo.reduce(%2195 init: %cst_585) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2197 = stablehlo.dot_general %2193, %428, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2198 = stablehlo.transpose %2197, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2199 = stablehlo.dot_general %2193, %arg44, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2200 = stablehlo.add %2155, %2199 : tensor<32x64xf32>
    %cst_586 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2201 = stablehlo.broadcast_in_dim %cst_586, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2202 = stablehlo.select %427, %2200, %2201 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_587 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2203 = stablehlo.reduce(%2202 init: %cst_587) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2204 = stablehlo.reshape %2203 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_588 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2205 = stablehlo.reduce(%2204 init: %cst_588) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2206 = stablehlo.multiply %415, %2202 : tensor<32x64xf32>
    %cst_589 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2207 = stablehlo.reduce(%2206 init: %cst_589) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2208 = stablehlo.reshape %2207 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2209 = stablehlo.broadcast_in_dim %419, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2210 = stablehlo.multiply %2202, %2209 : tensor<32x64xf32>
    %cst_590 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2211 = stablehlo.reduce(%2208 init: %cst_590) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2212 = stablehlo.broadcast_in_dim %418, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2213 = stablehlo.multiply %2210, %2212 : tensor<32x64xf32>
    %2214 = stablehlo.multiply %2213, %408 : tensor<32x64xf32>
    %cst_591 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2215 = stablehlo.reduce(%2214 init: %cst_591) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2216 = stablehlo.reshape %2215 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2217 = stablehlo.negate %2216 : tensor<32x1xf32>
    %2218 = stablehlo.broadcast_in_dim %411, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2219 = stablehlo.divide %2210, %2218 : tensor<32x64xf32>
    %2220 = stablehlo.multiply %2217, %413 : tensor<32x1xf32>
    %2221 = stablehlo.negate %2219 : tensor<32x64xf32>
    %cst_592 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2222 = stablehlo.reduce(%2221 init: %cst_592) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2223 = stablehlo.reshape %2222 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_593 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2224 = stablehlo.broadcast_in_dim %cst_593, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2225 = stablehlo.divide %2220, %2224 : tensor<32x1xf32>
    %cst_594 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2226 = stablehlo.reduce(%2225 init: %cst_594) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2227 = stablehlo.broadcast_in_dim %2226, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2228 = stablehlo.multiply %2227, %402 : tensor<32x64xf32>
    %2229 = stablehlo.negate %2228 : tensor<32x64xf32>
    %cst_595 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2230 = stablehlo.reduce(%2229 init: %cst_595) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2231 = stablehlo.reshape %2230 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2232 = stablehlo.add %2219, %2228 : tensor<32x64xf32>
    %2233 = stablehlo.add %2223, %2231 : tensor<32x1xf32>
    %cst_596 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2234 = stablehlo.broadcast_in_dim %cst_596, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2235 = stablehlo.divide %2233, %2234 : tensor<32x1xf32>
    %cst_597 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2236 = stablehlo.reduce(%2235 init: %cst_597) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2237 = stablehlo.broadcast_in_dim %2236, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2238 = stablehlo.add %2232, %2237 : tensor<32x64xf32>
    %cst_598 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2239 = stablehlo.reduce(%2238 init: %cst_598) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2240 = stablehlo.reshape %2239 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_599 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2241 = stablehlo.reduce(%2240 init: %cst_599) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2242 = stablehlo.dot_general %2238, %389, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2243 = stablehlo.transpose %2242, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2244 = stablehlo.dot_general %2238, %arg40, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2245 = stablehlo.add %2200, %2244 : tensor<32x64xf32>
    %cst_600 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2246 = stablehlo.broadcast_in_dim %cst_600, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2247 = stablehlo.select %388, %2245, %2246 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_601 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2248 = stablehlo.reduce(%2247 init: %cst_601) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2249 = stablehlo.reshape %2248 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_602 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2250 = stablehlo.reduce(%2249 init: %cst_602) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2251 = stablehlo.multiply %376, %2247 : tensor<32x64xf32>
    %cst_603 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2252 = stablehlo.reduce(%2251 init: %cst_603) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2253 = stablehlo.reshape %2252 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2254 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2255 = stablehlo.multiply %2247, %2254 : tensor<32x64xf32>
    %cst_604 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2256 = stablehlo.reduce(%2253 init: %cst_604) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2257 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2258 = stablehlo.multiply %2255, %2257 : tensor<32x64xf32>
    %2259 = stablehlo.multiply %2258, %369 : tensor<32x64xf32>
    %cst_605 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2260 = stablehlo.reduce(%2259 init: %cst_605) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2261 = stablehlo.reshape %2260 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2262 = stablehlo.negate %2261 : tensor<32x1xf32>
    %2263 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2264 = stablehlo.divide %2255, %2263 : tensor<32x64xf32>
    %2265 = stablehlo.multiply %2262, %374 : tensor<32x1xf32>
    %2266 = stablehlo.negate %2264 : tensor<32x64xf32>
    %cst_606 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2267 = stablehlo.reduce(%2266 init: %cst_606) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2268 = stablehlo.reshape %2267 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_607 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2269 = stablehlo.broadcast_in_dim %cst_607, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2270 = stablehlo.divide %2265, %2269 : tensor<32x1xf32>
    %cst_608 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2271 = stablehlo.reduce(%2270 init: %cst_608) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2272 = stablehlo.broadcast_in_dim %2271, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2273 = stablehlo.multiply %2272, %363 : tensor<32x64xf32>
    %2274 = stablehlo.negate %2273 : tensor<32x64xf32>
    %cst_609 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2275 = stablehlo.reduce(%2274 init: %cst_609) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2276 = stablehlo.reshape %2275 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2277 = stablehlo.add %2264, %2273 : tensor<32x64xf32>
    %2278 = stablehlo.add %2268, %2276 : tensor<32x1xf32>
    %cst_610 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2279 = stablehlo.broadcast_in_dim %cst_610, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2280 = stablehlo.divide %2278, %2279 : tensor<32x1xf32>
    %cst_611 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2281 = stablehlo.reduce(%2280 init: %cst_611) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2282 = stablehlo.broadcast_in_dim %2281, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2283 = stablehlo.add %2277, %2282 : tensor<32x64xf32>
    %cst_612 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2284 = stablehlo.reduce(%2283 init: %cst_612) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2285 = stablehlo.reshape %2284 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_613 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2286 = stablehlo.reduce(%2285 init: %cst_613) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2287 = stablehlo.dot_general %2283, %350, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2288 = stablehlo.transpose %2287, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2289 = stablehlo.dot_general %2283, %arg36, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2290 = stablehlo.add %2245, %2289 : tensor<32x64xf32>
    %cst_614 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2291 = stablehlo.broadcast_in_dim %cst_614, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2292 = stablehlo.select %349, %2290, %2291 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_615 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2293 = stablehlo.reduce(%2292 init: %cst_615) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2294 = stablehlo.reshape %2293 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_616 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2295 = stablehlo.reduce(%2294 init: %cst_616) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2296 = stablehlo.multiply %337, %2292 : tensor<32x64xf32>
    %cst_617 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2297 = stablehlo.reduce(%2296 init: %cst_617) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2298 = stablehlo.reshape %2297 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2299 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2300 = stablehlo.multiply %2292, %2299 : tensor<32x64xf32>
    %cst_618 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2301 = stablehlo.reduce(%2298 init: %cst_618) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2302 = stablehlo.broadcast_in_dim %340, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2303 = stablehlo.multiply %2300, %2302 : tensor<32x64xf32>
    %2304 = stablehlo.multiply %2303, %330 : tensor<32x64xf32>
    %cst_619 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2305 = stablehlo.reduce(%2304 init: %cst_619) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2306 = stablehlo.reshape %2305 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2307 = stablehlo.negate %2306 : tensor<32x1xf32>
    %2308 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2309 = stablehlo.divide %2300, %2308 : tensor<32x64xf32>
    %2310 = stablehlo.multiply %2307, %335 : tensor<32x1xf32>
    %2311 = stablehlo.negate %2309 : tensor<32x64xf32>
    %cst_620 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2312 = stablehlo.reduce(%2311 init: %cst_620) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2313 = stablehlo.reshape %2312 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_621 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2314 = stablehlo.broadcast_in_dim %cst_621, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2315 = stablehlo.divide %2310, %2314 : tensor<32x1xf32>
    %cst_622 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2316 = stablehlo.reduce(%2315 init: %cst_622) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2317 = stablehlo.broadcast_in_dim %2316, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2318 = stablehlo.multiply %2317, %324 : tensor<32x64xf32>
    %2319 = stablehlo.negate %2318 : tensor<32x64xf32>
    %cst_623 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2320 = stablehlo.reduce(%2319 init: %cst_623) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2321 = stablehlo.reshape %2320 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2322 = stablehlo.add %2309, %2318 : tensor<32x64xf32>
    %2323 = stablehlo.add %2313, %2321 : tensor<32x1xf32>
    %cst_624 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2324 = stablehlo.broadcast_in_dim %cst_624, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2325 = stablehlo.divide %2323, %2324 : tensor<32x1xf32>
    %cst_625 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2326 = stablehlo.reduce(%2325 init: %cst_625) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2327 = stablehlo.broadcast_in_dim %2326, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2328 = stablehlo.add %2322, %2327 : tensor<32x64xf32>
    %cst_626 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2329 = stablehlo.reduce(%2328 init: %cst_626) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2330 = stablehlo.reshape %2329 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_627 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2331 = stablehlo.reduce(%2330 init: %cst_627) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2332 = stablehlo.dot_general %2328, %311, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2333 = stablehlo.transpose %2332, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2334 = stablehlo.dot_general %2328, %arg32, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2335 = stablehlo.add %2290, %2334 : tensor<32x64xf32>
    %cst_628 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2336 = stablehlo.broadcast_in_dim %cst_628, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2337 = stablehlo.select %310, %2335, %2336 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_629 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2338 = stablehlo.reduce(%2337 init: %cst_629) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2339 = stablehlo.reshape %2338 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_630 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2340 = stablehlo.reduce(%2339 init: %cst_630) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2341 = stablehlo.multiply %298, %2337 : tensor<32x64xf32>
    %cst_631 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2342 = stablehlo.reduce(%2341 init: %cst_631) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2343 = stablehlo.reshape %2342 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2344 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2345 = stablehlo.multiply %2337, %2344 : tensor<32x64xf32>
    %cst_632 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2346 = stablehlo.reduce(%2343 init: %cst_632) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2347 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2348 = stablehlo.multiply %2345, %2347 : tensor<32x64xf32>
    %2349 = stablehlo.multiply %2348, %291 : tensor<32x64xf32>
    %cst_633 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2350 = stablehlo.reduce(%2349 init: %cst_633) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2351 = stablehlo.reshape %2350 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2352 = stablehlo.negate %2351 : tensor<32x1xf32>
    %2353 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2354 = stablehlo.divide %2345, %2353 : tensor<32x64xf32>
    %2355 = stablehlo.multiply %2352, %296 : tensor<32x1xf32>
    %2356 = stablehlo.negate %2354 : tensor<32x64xf32>
    %cst_634 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2357 = stablehlo.reduce(%2356 init: %cst_634) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2358 = stablehlo.reshape %2357 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_635 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2359 = stablehlo.broadcast_in_dim %cst_635, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2360 = stablehlo.divide %2355, %2359 : tensor<32x1xf32>
    %cst_636 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2361 = stablehlo.reduce(%2360 init: %cst_636) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2362 = stablehlo.broadcast_in_dim %2361, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2363 = stablehlo.multiply %2362, %285 : tensor<32x64xf32>
    %2364 = stablehlo.negate %2363 : tensor<32x64xf32>
    %cst_637 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2365 = stablehlo.reduce(%2364 init: %cst_637) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2366 = stablehlo.reshape %2365 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2367 = stablehlo.add %2354, %2363 : tensor<32x64xf32>
    %2368 = stablehlo.add %2358, %2366 : tensor<32x1xf32>
    %cst_638 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2369 = stablehlo.broadcast_in_dim %cst_638, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2370 = stablehlo.divide %2368, %2369 : tensor<32x1xf32>
    %cst_639 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2371 = stablehlo.reduce(%2370 init: %cst_639) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2372 = stablehlo.broadcast_in_dim %2371, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2373 = stablehlo.add %2367, %2372 : tensor<32x64xf32>
    %cst_640 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2374 = stablehlo.reduce(%2373 init: %cst_640) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2375 = stablehlo.reshape %2374 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_641 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2376 = stablehlo.reduce(%2375 init: %cst_641) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2377 = stablehlo.dot_general %2373, %272, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2378 = stablehlo.transpose %2377, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2379 = stablehlo.dot_general %2373, %arg28, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2380 = stablehlo.add %2335, %2379 : tensor<32x64xf32>
    %cst_642 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2381 = stablehlo.broadcast_in_dim %cst_642, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2382 = stablehlo.select %271, %2380, %2381 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_643 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2383 = stablehlo.reduce(%2382 init: %cst_643) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2384 = stablehlo.reshape %2383 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_644 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2385 = stablehlo.reduce(%2384 init: %cst_644) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2386 = stablehlo.multiply %259, %2382 : tensor<32x64xf32>
    %cst_645 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2387 = stablehlo.reduce(%2386 init: %cst_645) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2388 = stablehlo.reshape %2387 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2389 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2390 = stablehlo.multiply %2382, %2389 : tensor<32x64xf32>
    %cst_646 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2391 = stablehlo.reduce(%2388 init: %cst_646) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2392 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2393 = stablehlo.multiply %2390, %2392 : tensor<32x64xf32>
    %2394 = stablehlo.multiply %2393, %252 : tensor<32x64xf32>
    %cst_647 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2395 = stablehlo.reduce(%2394 init: %cst_647) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2396 = stablehlo.reshape %2395 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2397 = stablehlo.negate %2396 : tensor<32x1xf32>
    %2398 = stablehlo.broadcast_in_dim %255, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2399 = stablehlo.divide %2390, %2398 : tensor<32x64xf32>
    %2400 = stablehlo.multiply %2397, %257 : tensor<32x1xf32>
    %2401 = stablehlo.negate %2399 : tensor<32x64xf32>
    %cst_648 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2402 = stablehlo.reduce(%2401 init: %cst_648) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2403 = stablehlo.reshape %2402 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_649 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2404 = stablehlo.broadcast_in_dim %cst_649, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2405 = stablehlo.divide %2400, %2404 : tensor<32x1xf32>
    %cst_650 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2406 = stablehlo.reduce(%2405 init: %cst_650) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2407 = stablehlo.broadcast_in_dim %2406, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2408 = stablehlo.multiply %2407, %246 : tensor<32x64xf32>
    %2409 = stablehlo.negate %2408 : tensor<32x64xf32>
    %cst_651 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2410 = stablehlo.reduce(%2409 init: %cst_651) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2411 = stablehlo.reshape %2410 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2412 = stablehlo.add %2399, %2408 : tensor<32x64xf32>
    %2413 = stablehlo.add %2403, %2411 : tensor<32x1xf32>
    %cst_652 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2414 = stablehlo.broadcast_in_dim %cst_652, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2415 = stablehlo.divide %2413, %2414 : tensor<32x1xf32>
    %cst_653 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2416 = stablehlo.reduce(%2415 init: %cst_653) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2417 = stablehlo.broadcast_in_dim %2416, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2418 = stablehlo.add %2412, %2417 : tensor<32x64xf32>
    %cst_654 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2419 = stablehlo.reduce(%2418 init: %cst_654) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2420 = stablehlo.reshape %2419 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_655 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2421 = stablehlo.reduce(%2420 init: %cst_655) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2422 = stablehlo.dot_general %2418, %233, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2423 = stablehlo.transpose %2422, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2424 = stablehlo.dot_general %2418, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2425 = stablehlo.add %2380, %2424 : tensor<32x64xf32>
    %cst_656 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2426 = stablehlo.broadcast_in_dim %cst_656, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2427 = stablehlo.select %232, %2425, %2426 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_657 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2428 = stablehlo.reduce(%2427 init: %cst_657) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2429 = stablehlo.reshape %2428 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_658 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2430 = stablehlo.reduce(%2429 init: %cst_658) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2431 = stablehlo.multiply %220, %2427 : tensor<32x64xf32>
    %cst_659 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2432 = stablehlo.reduce(%2431 init: %cst_659) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2433 = stablehlo.reshape %2432 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2434 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2435 = stablehlo.multiply %2427, %2434 : tensor<32x64xf32>
    %cst_660 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2436 = stablehlo.reduce(%2433 init: %cst_660) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2437 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2438 = stablehlo.multiply %2435, %2437 : tensor<32x64xf32>
    %2439 = stablehlo.multiply %2438, %213 : tensor<32x64xf32>
    %cst_661 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2440 = stablehlo.reduce(%2439 init: %cst_661) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2441 = stablehlo.reshape %2440 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2442 = stablehlo.negate %2441 : tensor<32x1xf32>
    %2443 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2444 = stablehlo.divide %2435, %2443 : tensor<32x64xf32>
    %2445 = stablehlo.multiply %2442, %218 : tensor<32x1xf32>
    %2446 = stablehlo.negate %2444 : tensor<32x64xf32>
    %cst_662 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2447 = stablehlo.reduce(%2446 init: %cst_662) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2448 = stablehlo.reshape %2447 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_663 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2449 = stablehlo.broadcast_in_dim %cst_663, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2450 = stablehlo.divide %2445, %2449 : tensor<32x1xf32>
    %cst_664 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2451 = stablehlo.reduce(%2450 init: %cst_664) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2452 = stablehlo.broadcast_in_dim %2451, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2453 = stablehlo.multiply %2452, %207 : tensor<32x64xf32>
    %2454 = stablehlo.negate %2453 : tensor<32x64xf32>
    %cst_665 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2455 = stablehlo.reduce(%2454 init: %cst_665) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2456 = stablehlo.reshape %2455 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2457 = stablehlo.add %2444, %2453 : tensor<32x64xf32>
    %2458 = stablehlo.add %2448, %2456 : tensor<32x1xf32>
    %cst_666 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2459 = stablehlo.broadcast_in_dim %cst_666, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2460 = stablehlo.divide %2458, %2459 : tensor<32x1xf32>
    %cst_667 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2461 = stablehlo.reduce(%2460 init: %cst_667) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2462 = stablehlo.broadcast_in_dim %2461, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2463 = stablehlo.add %2457, %2462 : tensor<32x64xf32>
    %cst_668 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2464 = stablehlo.reduce(%2463 init: %cst_668) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2465 = stablehlo.reshape %2464 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_669 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2466 = stablehlo.reduce(%2465 init: %cst_669) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2467 = stablehlo.dot_general %2463, %194, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2468 = stablehlo.transpose %2467, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2469 = stablehlo.dot_general %2463, %arg20, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2470 = stablehlo.add %2425, %2469 : tensor<32x64xf32>
    %cst_670 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2471 = stablehlo.broadcast_in_dim %cst_670, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2472 = stablehlo.select %193, %2470, %2471 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_671 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2473 = stablehlo.reduce(%2472 init: %cst_671) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2474 = stablehlo.reshape %2473 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_672 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2475 = stablehlo.reduce(%2474 init: %cst_672) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2476 = stablehlo.multiply %181, %2472 : tensor<32x64xf32>
    %cst_673 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2477 = stablehlo.reduce(%2476 init: %cst_673) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2478 = stablehlo.reshape %2477 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2479 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2480 = stablehlo.multiply %2472, %2479 : tensor<32x64xf32>
    %cst_674 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2481 = stablehlo.reduce(%2478 init: %cst_674) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2482 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2483 = stablehlo.multiply %2480, %2482 : tensor<32x64xf32>
    %2484 = stablehlo.multiply %2483, %174 : tensor<32x64xf32>
    %cst_675 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2485 = stablehlo.reduce(%2484 init: %cst_675) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2486 = stablehlo.reshape %2485 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2487 = stablehlo.negate %2486 : tensor<32x1xf32>
    %2488 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2489 = stablehlo.divide %2480, %2488 : tensor<32x64xf32>
    %2490 = stablehlo.multiply %2487, %179 : tensor<32x1xf32>
    %2491 = stablehlo.negate %2489 : tensor<32x64xf32>
    %cst_676 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2492 = stablehlo.reduce(%2491 init: %cst_676) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2493 = stablehlo.reshape %2492 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_677 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2494 = stablehlo.broadcast_in_dim %cst_677, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2495 = stablehlo.divide %2490, %2494 : tensor<32x1xf32>
    %cst_678 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2496 = stablehlo.reduce(%2495 init: %cst_678) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2497 = stablehlo.broadcast_in_dim %2496, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2498 = stablehlo.multiply %2497, %168 : tensor<32x64xf32>
    %2499 = stablehlo.negate %2498 : tensor<32x64xf32>
    %cst_679 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2500 = stablehlo.reduce(%2499 init: %cst_679) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2501 = stablehlo.reshape %2500 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2502 = stablehlo.add %2489, %2498 : tensor<32x64xf32>
    %2503 = stablehlo.add %2493, %2501 : tensor<32x1xf32>
    %cst_680 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2504 = stablehlo.broadcast_in_dim %cst_680, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2505 = stablehlo.divide %2503, %2504 : tensor<32x1xf32>
    %cst_681 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2506 = stablehlo.reduce(%2505 init: %cst_681) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2507 = stablehlo.broadcast_in_dim %2506, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2508 = stablehlo.add %2502, %2507 : tensor<32x64xf32>
    %cst_682 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2509 = stablehlo.reduce(%2508 init: %cst_682) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2510 = stablehlo.reshape %2509 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_683 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2511 = stablehlo.reduce(%2510 init: %cst_683) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2512 = stablehlo.dot_general %2508, %155, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2513 = stablehlo.transpose %2512, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2514 = stablehlo.dot_general %2508, %arg16, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2515 = stablehlo.add %2470, %2514 : tensor<32x64xf32>
    %cst_684 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2516 = stablehlo.broadcast_in_dim %cst_684, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2517 = stablehlo.select %154, %2515, %2516 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_685 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2518 = stablehlo.reduce(%2517 init: %cst_685) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2519 = stablehlo.reshape %2518 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_686 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2520 = stablehlo.reduce(%2519 init: %cst_686) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2521 = stablehlo.multiply %142, %2517 : tensor<32x64xf32>
    %cst_687 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2522 = stablehlo.reduce(%2521 init: %cst_687) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2523 = stablehlo.reshape %2522 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2524 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2525 = stablehlo.multiply %2517, %2524 : tensor<32x64xf32>
    %cst_688 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2526 = stablehlo.reduce(%2523 init: %cst_688) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2527 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2528 = stablehlo.multiply %2525, %2527 : tensor<32x64xf32>
    %2529 = stablehlo.multiply %2528, %135 : tensor<32x64xf32>
    %cst_689 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2530 = stablehlo.reduce(%2529 init: %cst_689) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2531 = stablehlo.reshape %2530 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2532 = stablehlo.negate %2531 : tensor<32x1xf32>
    %2533 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2534 = stablehlo.divide %2525, %2533 : tensor<32x64xf32>
    %2535 = stablehlo.multiply %2532, %140 : tensor<32x1xf32>
    %2536 = stablehlo.negate %2534 : tensor<32x64xf32>
    %cst_690 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2537 = stablehlo.reduce(%2536 init: %cst_690) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2538 = stablehlo.reshape %2537 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_691 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2539 = stablehlo.broadcast_in_dim %cst_691, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2540 = stablehlo.divide %2535, %2539 : tensor<32x1xf32>
    %cst_692 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2541 = stablehlo.reduce(%2540 init: %cst_692) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2542 = stablehlo.broadcast_in_dim %2541, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2543 = stablehlo.multiply %2542, %129 : tensor<32x64xf32>
    %2544 = stablehlo.negate %2543 : tensor<32x64xf32>
    %cst_693 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2545 = stablehlo.reduce(%2544 init: %cst_693) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2546 = stablehlo.reshape %2545 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2547 = stablehlo.add %2534, %2543 : tensor<32x64xf32>
    %2548 = stablehlo.add %2538, %2546 : tensor<32x1xf32>
    %cst_694 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2549 = stablehlo.broadcast_in_dim %cst_694, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2550 = stablehlo.divide %2548, %2549 : tensor<32x1xf32>
    %cst_695 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2551 = stablehlo.reduce(%2550 init: %cst_695) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2552 = stablehlo.broadcast_in_dim %2551, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2553 = stablehlo.add %2547, %2552 : tensor<32x64xf32>
    %cst_696 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2554 = stablehlo.reduce(%2553 init: %cst_696) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2555 = stablehlo.reshape %2554 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_697 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2556 = stablehlo.reduce(%2555 init: %cst_697) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2557 = stablehlo.dot_general %2553, %116, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2558 = stablehlo.transpose %2557, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2559 = stablehlo.dot_general %2553, %arg12, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2560 = stablehlo.add %2515, %2559 : tensor<32x64xf32>
    %cst_698 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2561 = stablehlo.broadcast_in_dim %cst_698, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2562 = stablehlo.select %115, %2560, %2561 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_699 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2563 = stablehlo.reduce(%2562 init: %cst_699) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2564 = stablehlo.reshape %2563 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_700 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2565 = stablehlo.reduce(%2564 init: %cst_700) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2566 = stablehlo.multiply %103, %2562 : tensor<32x64xf32>
    %cst_701 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2567 = stablehlo.reduce(%2566 init: %cst_701) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2568 = stablehlo.reshape %2567 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2569 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2570 = stablehlo.multiply %2562, %2569 : tensor<32x64xf32>
    %cst_702 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2571 = stablehlo.reduce(%2568 init: %cst_702) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2572 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2573 = stablehlo.multiply %2570, %2572 : tensor<32x64xf32>
    %2574 = stablehlo.multiply %2573, %96 : tensor<32x64xf32>
    %cst_703 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2575 = stablehlo.reduce(%2574 init: %cst_703) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2576 = stablehlo.reshape %2575 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2577 = stablehlo.negate %2576 : tensor<32x1xf32>
    %2578 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2579 = stablehlo.divide %2570, %2578 : tensor<32x64xf32>
    %2580 = stablehlo.multiply %2577, %101 : tensor<32x1xf32>
    %2581 = stablehlo.negate %2579 : tensor<32x64xf32>
    %cst_704 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2582 = stablehlo.reduce(%2581 init: %cst_704) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2583 = stablehlo.reshape %2582 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_705 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2584 = stablehlo.broadcast_in_dim %cst_705, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2585 = stablehlo.divide %2580, %2584 : tensor<32x1xf32>
    %cst_706 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2586 = stablehlo.reduce(%2585 init: %cst_706) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2587 = stablehlo.broadcast_in_dim %2586, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2588 = stablehlo.multiply %2587, %90 : tensor<32x64xf32>
    %2589 = stablehlo.negate %2588 : tensor<32x64xf32>
    %cst_707 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2590 = stablehlo.reduce(%2589 init: %cst_707) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2591 = stablehlo.reshape %2590 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2592 = stablehlo.add %2579, %2588 : tensor<32x64xf32>
    %2593 = stablehlo.add %2583, %2591 : tensor<32x1xf32>
    %cst_708 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2594 = stablehlo.broadcast_in_dim %cst_708, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2595 = stablehlo.divide %2593, %2594 : tensor<32x1xf32>
    %cst_709 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2596 = stablehlo.reduce(%2595 init: %cst_709) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2597 = stablehlo.broadcast_in_dim %2596, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2598 = stablehlo.add %2592, %2597 : tensor<32x64xf32>
    %cst_710 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2599 = stablehlo.reduce(%2598 init: %cst_710) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2600 = stablehlo.reshape %2599 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_711 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2601 = stablehlo.reduce(%2600 init: %cst_711) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2602 = stablehlo.dot_general %2598, %77, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2603 = stablehlo.transpose %2602, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2604 = stablehlo.dot_general %2598, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2605 = stablehlo.add %2560, %2604 : tensor<32x64xf32>
    %cst_712 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2606 = stablehlo.broadcast_in_dim %cst_712, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2607 = stablehlo.select %76, %2605, %2606 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_713 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2608 = stablehlo.reduce(%2607 init: %cst_713) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2609 = stablehlo.reshape %2608 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_714 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2610 = stablehlo.reduce(%2609 init: %cst_714) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2611 = stablehlo.multiply %64, %2607 : tensor<32x64xf32>
    %cst_715 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2612 = stablehlo.reduce(%2611 init: %cst_715) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2613 = stablehlo.reshape %2612 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2614 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2615 = stablehlo.multiply %2607, %2614 : tensor<32x64xf32>
    %cst_716 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2616 = stablehlo.reduce(%2613 init: %cst_716) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2617 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2618 = stablehlo.multiply %2615, %2617 : tensor<32x64xf32>
    %2619 = stablehlo.multiply %2618, %57 : tensor<32x64xf32>
    %cst_717 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2620 = stablehlo.reduce(%2619 init: %cst_717) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2621 = stablehlo.reshape %2620 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2622 = stablehlo.negate %2621 : tensor<32x1xf32>
    %2623 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2624 = stablehlo.divide %2615, %2623 : tensor<32x64xf32>
    %2625 = stablehlo.multiply %2622, %62 : tensor<32x1xf32>
    %2626 = stablehlo.negate %2624 : tensor<32x64xf32>
    %cst_718 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2627 = stablehlo.reduce(%2626 init: %cst_718) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2628 = stablehlo.reshape %2627 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_719 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2629 = stablehlo.broadcast_in_dim %cst_719, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2630 = stablehlo.divide %2625, %2629 : tensor<32x1xf32>
    %cst_720 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2631 = stablehlo.reduce(%2630 init: %cst_720) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2632 = stablehlo.broadcast_in_dim %2631, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2633 = stablehlo.multiply %2632, %51 : tensor<32x64xf32>
    %2634 = stablehlo.negate %2633 : tensor<32x64xf32>
    %cst_721 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2635 = stablehlo.reduce(%2634 init: %cst_721) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2636 = stablehlo.reshape %2635 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2637 = stablehlo.add %2624, %2633 : tensor<32x64xf32>
    %2638 = stablehlo.add %2628, %2636 : tensor<32x1xf32>
    %cst_722 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2639 = stablehlo.broadcast_in_dim %cst_722, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2640 = stablehlo.divide %2638, %2639 : tensor<32x1xf32>
    %cst_723 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2641 = stablehlo.reduce(%2640 init: %cst_723) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2642 = stablehlo.broadcast_in_dim %2641, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2643 = stablehlo.add %2637, %2642 : tensor<32x64xf32>
    %cst_724 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2644 = stablehlo.reduce(%2643 init: %cst_724) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2645 = stablehlo.reshape %2644 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_725 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2646 = stablehlo.reduce(%2645 init: %cst_725) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2647 = stablehlo.dot_general %2643, %38, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2648 = stablehlo.transpose %2647, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2649 = stablehlo.dot_general %2643, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %2650 = stablehlo.add %2605, %2649 : tensor<32x64xf32>
    %cst_726 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2651 = stablehlo.broadcast_in_dim %cst_726, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %2652 = stablehlo.select %37, %2650, %2651 : tensor<32x64xi1>, tensor<32x64xf32>
    %cst_727 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2653 = stablehlo.reduce(%2652 init: %cst_727) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2654 = stablehlo.reshape %2653 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_728 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2655 = stablehlo.reduce(%2654 init: %cst_728) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2656 = stablehlo.multiply %25, %2652 : tensor<32x64xf32>
    %cst_729 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2657 = stablehlo.reduce(%2656 init: %cst_729) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2658 = stablehlo.reshape %2657 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2659 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %2660 = stablehlo.multiply %2652, %2659 : tensor<32x64xf32>
    %cst_730 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2661 = stablehlo.reduce(%2658 init: %cst_730) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2662 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2663 = stablehlo.multiply %2660, %2662 : tensor<32x64xf32>
    %2664 = stablehlo.multiply %2663, %18 : tensor<32x64xf32>
    %cst_731 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2665 = stablehlo.reduce(%2664 init: %cst_731) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2666 = stablehlo.reshape %2665 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2667 = stablehlo.negate %2666 : tensor<32x1xf32>
    %2668 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %2669 = stablehlo.divide %2660, %2668 : tensor<32x64xf32>
    %2670 = stablehlo.multiply %2667, %23 : tensor<32x1xf32>
    %2671 = stablehlo.negate %2669 : tensor<32x64xf32>
    %cst_732 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2672 = stablehlo.reduce(%2671 init: %cst_732) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2673 = stablehlo.reshape %2672 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_733 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2674 = stablehlo.broadcast_in_dim %cst_733, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2675 = stablehlo.divide %2670, %2674 : tensor<32x1xf32>
    %cst_734 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2676 = stablehlo.reduce(%2675 init: %cst_734) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2677 = stablehlo.broadcast_in_dim %2676, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2678 = stablehlo.multiply %2677, %12 : tensor<32x64xf32>
    %2679 = stablehlo.negate %2678 : tensor<32x64xf32>
    %cst_735 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2680 = stablehlo.reduce(%2679 init: %cst_735) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2681 = stablehlo.reshape %2680 : (tensor<32xf32>) -> tensor<32x1xf32>
    %2682 = stablehlo.add %2669, %2678 : tensor<32x64xf32>
    %2683 = stablehlo.add %2673, %2681 : tensor<32x1xf32>
    %cst_736 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2684 = stablehlo.broadcast_in_dim %cst_736, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2685 = stablehlo.divide %2683, %2684 : tensor<32x1xf32>
    %cst_737 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2686 = stablehlo.reduce(%2685 init: %cst_737) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %2687 = stablehlo.broadcast_in_dim %2686, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %2688 = stablehlo.add %2682, %2687 : tensor<32x64xf32>
    %cst_738 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2689 = stablehlo.reduce(%2688 init: %cst_738) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2690 = stablehlo.reshape %2689 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_739 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2691 = stablehlo.reduce(%2690 init: %cst_739) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2692 = stablehlo.dot_general %2688, %arg256, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %2693 = stablehlo.transpose %2692, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_740 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2694 = stablehlo.broadcast_in_dim %cst_740, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2695 = stablehlo.multiply %2694, %arg128 : tensor<64x64xf32>
    %2696 = stablehlo.add %2695, %2693 : tensor<64x64xf32>
    %cst_741 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2697 = stablehlo.broadcast_in_dim %cst_741, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2698 = stablehlo.multiply %2697, %arg129 : tensor<64xf32>
    %2699 = stablehlo.add %2698, %2691 : tensor<64xf32>
    %cst_742 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2700 = stablehlo.broadcast_in_dim %cst_742, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2701 = stablehlo.multiply %2700, %arg130 : tensor<64xf32>
    %2702 = stablehlo.add %2701, %2661 : tensor<64xf32>
    %cst_743 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2703 = stablehlo.broadcast_in_dim %cst_743, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2704 = stablehlo.multiply %2703, %arg131 : tensor<64xf32>
    %2705 = stablehlo.add %2704, %2655 : tensor<64xf32>
    %cst_744 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2706 = stablehlo.broadcast_in_dim %cst_744, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2707 = stablehlo.multiply %2706, %arg132 : tensor<64x64xf32>
    %2708 = stablehlo.add %2707, %2648 : tensor<64x64xf32>
    %cst_745 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2709 = stablehlo.broadcast_in_dim %cst_745, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2710 = stablehlo.multiply %2709, %arg133 : tensor<64xf32>
    %2711 = stablehlo.add %2710, %2646 : tensor<64xf32>
    %cst_746 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2712 = stablehlo.broadcast_in_dim %cst_746, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2713 = stablehlo.multiply %2712, %arg134 : tensor<64xf32>
    %2714 = stablehlo.add %2713, %2616 : tensor<64xf32>
    %cst_747 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2715 = stablehlo.broadcast_in_dim %cst_747, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2716 = stablehlo.multiply %2715, %arg135 : tensor<64xf32>
    %2717 = stablehlo.add %2716, %2610 : tensor<64xf32>
    %cst_748 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2718 = stablehlo.broadcast_in_dim %cst_748, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2719 = stablehlo.multiply %2718, %arg136 : tensor<64x64xf32>
    %2720 = stablehlo.add %2719, %2603 : tensor<64x64xf32>
    %cst_749 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2721 = stablehlo.broadcast_in_dim %cst_749, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2722 = stablehlo.multiply %2721, %arg137 : tensor<64xf32>
    %2723 = stablehlo.add %2722, %2601 : tensor<64xf32>
    %cst_750 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2724 = stablehlo.broadcast_in_dim %cst_750, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2725 = stablehlo.multiply %2724, %arg138 : tensor<64xf32>
    %2726 = stablehlo.add %2725, %2571 : tensor<64xf32>
    %cst_751 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2727 = stablehlo.broadcast_in_dim %cst_751, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2728 = stablehlo.multiply %2727, %arg139 : tensor<64xf32>
    %2729 = stablehlo.add %2728, %2565 : tensor<64xf32>
    %cst_752 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2730 = stablehlo.broadcast_in_dim %cst_752, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2731 = stablehlo.multiply %2730, %arg140 : tensor<64x64xf32>
    %2732 = stablehlo.add %2731, %2558 : tensor<64x64xf32>
    %cst_753 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2733 = stablehlo.broadcast_in_dim %cst_753, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2734 = stablehlo.multiply %2733, %arg141 : tensor<64xf32>
    %2735 = stablehlo.add %2734, %2556 : tensor<64xf32>
    %cst_754 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2736 = stablehlo.broadcast_in_dim %cst_754, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2737 = stablehlo.multiply %2736, %arg142 : tensor<64xf32>
    %2738 = stablehlo.add %2737, %2526 : tensor<64xf32>
    %cst_755 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2739 = stablehlo.broadcast_in_dim %cst_755, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2740 = stablehlo.multiply %2739, %arg143 : tensor<64xf32>
    %2741 = stablehlo.add %2740, %2520 : tensor<64xf32>
    %cst_756 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2742 = stablehlo.broadcast_in_dim %cst_756, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2743 = stablehlo.multiply %2742, %arg144 : tensor<64x64xf32>
    %2744 = stablehlo.add %2743, %2513 : tensor<64x64xf32>
    %cst_757 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2745 = stablehlo.broadcast_in_dim %cst_757, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2746 = stablehlo.multiply %2745, %arg145 : tensor<64xf32>
    %2747 = stablehlo.add %2746, %2511 : tensor<64xf32>
    %cst_758 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2748 = stablehlo.broadcast_in_dim %cst_758, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2749 = stablehlo.multiply %2748, %arg146 : tensor<64xf32>
    %2750 = stablehlo.add %2749, %2481 : tensor<64xf32>
    %cst_759 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2751 = stablehlo.broadcast_in_dim %cst_759, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2752 = stablehlo.multiply %2751, %arg147 : tensor<64xf32>
    %2753 = stablehlo.add %2752, %2475 : tensor<64xf32>
    %cst_760 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2754 = stablehlo.broadcast_in_dim %cst_760, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2755 = stablehlo.multiply %2754, %arg148 : tensor<64x64xf32>
    %2756 = stablehlo.add %2755, %2468 : tensor<64x64xf32>
    %cst_761 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2757 = stablehlo.broadcast_in_dim %cst_761, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2758 = stablehlo.multiply %2757, %arg149 : tensor<64xf32>
    %2759 = stablehlo.add %2758, %2466 : tensor<64xf32>
    %cst_762 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2760 = stablehlo.broadcast_in_dim %cst_762, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2761 = stablehlo.multiply %2760, %arg150 : tensor<64xf32>
    %2762 = stablehlo.add %2761, %2436 : tensor<64xf32>
    %cst_763 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2763 = stablehlo.broadcast_in_dim %cst_763, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2764 = stablehlo.multiply %2763, %arg151 : tensor<64xf32>
    %2765 = stablehlo.add %2764, %2430 : tensor<64xf32>
    %cst_764 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2766 = stablehlo.broadcast_in_dim %cst_764, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2767 = stablehlo.multiply %2766, %arg152 : tensor<64x64xf32>
    %2768 = stablehlo.add %2767, %2423 : tensor<64x64xf32>
    %cst_765 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2769 = stablehlo.broadcast_in_dim %cst_765, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2770 = stablehlo.multiply %2769, %arg153 : tensor<64xf32>
    %2771 = stablehlo.add %2770, %2421 : tensor<64xf32>
    %cst_766 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2772 = stablehlo.broadcast_in_dim %cst_766, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2773 = stablehlo.multiply %2772, %arg154 : tensor<64xf32>
    %2774 = stablehlo.add %2773, %2391 : tensor<64xf32>
    %cst_767 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2775 = stablehlo.broadcast_in_dim %cst_767, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2776 = stablehlo.multiply %2775, %arg155 : tensor<64xf32>
    %2777 = stablehlo.add %2776, %2385 : tensor<64xf32>
    %cst_768 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2778 = stablehlo.broadcast_in_dim %cst_768, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2779 = stablehlo.multiply %2778, %arg156 : tensor<64x64xf32>
    %2780 = stablehlo.add %2779, %2378 : tensor<64x64xf32>
    %cst_769 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2781 = stablehlo.broadcast_in_dim %cst_769, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2782 = stablehlo.multiply %2781, %arg157 : tensor<64xf32>
    %2783 = stablehlo.add %2782, %2376 : tensor<64xf32>
    %cst_770 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2784 = stablehlo.broadcast_in_dim %cst_770, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2785 = stablehlo.multiply %2784, %arg158 : tensor<64xf32>
    %2786 = stablehlo.add %2785, %2346 : tensor<64xf32>
    %cst_771 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2787 = stablehlo.broadcast_in_dim %cst_771, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2788 = stablehlo.multiply %2787, %arg159 : tensor<64xf32>
    %2789 = stablehlo.add %2788, %2340 : tensor<64xf32>
    %cst_772 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2790 = stablehlo.broadcast_in_dim %cst_772, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2791 = stablehlo.multiply %2790, %arg160 : tensor<64x64xf32>
    %2792 = stablehlo.add %2791, %2333 : tensor<64x64xf32>
    %cst_773 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2793 = stablehlo.broadcast_in_dim %cst_773, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2794 = stablehlo.multiply %2793, %arg161 : tensor<64xf32>
    %2795 = stablehlo.add %2794, %2331 : tensor<64xf32>
    %cst_774 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2796 = stablehlo.broadcast_in_dim %cst_774, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2797 = stablehlo.multiply %2796, %arg162 : tensor<64xf32>
    %2798 = stablehlo.add %2797, %2301 : tensor<64xf32>
    %cst_775 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2799 = stablehlo.broadcast_in_dim %cst_775, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2800 = stablehlo.multiply %2799, %arg163 : tensor<64xf32>
    %2801 = stablehlo.add %2800, %2295 : tensor<64xf32>
    %cst_776 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2802 = stablehlo.broadcast_in_dim %cst_776, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2803 = stablehlo.multiply %2802, %arg164 : tensor<64x64xf32>
    %2804 = stablehlo.add %2803, %2288 : tensor<64x64xf32>
    %cst_777 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2805 = stablehlo.broadcast_in_dim %cst_777, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2806 = stablehlo.multiply %2805, %arg165 : tensor<64xf32>
    %2807 = stablehlo.add %2806, %2286 : tensor<64xf32>
    %cst_778 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2808 = stablehlo.broadcast_in_dim %cst_778, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2809 = stablehlo.multiply %2808, %arg166 : tensor<64xf32>
    %2810 = stablehlo.add %2809, %2256 : tensor<64xf32>
    %cst_779 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2811 = stablehlo.broadcast_in_dim %cst_779, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2812 = stablehlo.multiply %2811, %arg167 : tensor<64xf32>
    %2813 = stablehlo.add %2812, %2250 : tensor<64xf32>
    %cst_780 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2814 = stablehlo.broadcast_in_dim %cst_780, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2815 = stablehlo.multiply %2814, %arg168 : tensor<64x64xf32>
    %2816 = stablehlo.add %2815, %2243 : tensor<64x64xf32>
    %cst_781 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2817 = stablehlo.broadcast_in_dim %cst_781, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2818 = stablehlo.multiply %2817, %arg169 : tensor<64xf32>
    %2819 = stablehlo.add %2818, %2241 : tensor<64xf32>
    %cst_782 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2820 = stablehlo.broadcast_in_dim %cst_782, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2821 = stablehlo.multiply %2820, %arg170 : tensor<64xf32>
    %2822 = stablehlo.add %2821, %2211 : tensor<64xf32>
    %cst_783 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2823 = stablehlo.broadcast_in_dim %cst_783, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2824 = stablehlo.multiply %2823, %arg171 : tensor<64xf32>
    %2825 = stablehlo.add %2824, %2205 : tensor<64xf32>
    %cst_784 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2826 = stablehlo.broadcast_in_dim %cst_784, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2827 = stablehlo.multiply %2826, %arg172 : tensor<64x64xf32>
    %2828 = stablehlo.add %2827, %2198 : tensor<64x64xf32>
    %cst_785 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2829 = stablehlo.broadcast_in_dim %cst_785, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2830 = stablehlo.multiply %2829, %arg173 : tensor<64xf32>
    %2831 = stablehlo.add %2830, %2196 : tensor<64xf32>
    %cst_786 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2832 = stablehlo.broadcast_in_dim %cst_786, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2833 = stablehlo.multiply %2832, %arg174 : tensor<64xf32>
    %2834 = stablehlo.add %2833, %2166 : tensor<64xf32>
    %cst_787 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2835 = stablehlo.broadcast_in_dim %cst_787, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2836 = stablehlo.multiply %2835, %arg175 : tensor<64xf32>
    %2837 = stablehlo.add %2836, %2160 : tensor<64xf32>
    %cst_788 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2838 = stablehlo.broadcast_in_dim %cst_788, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2839 = stablehlo.multiply %2838, %arg176 : tensor<64x64xf32>
    %2840 = stablehlo.add %2839, %2153 : tensor<64x64xf32>
    %cst_789 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2841 = stablehlo.broadcast_in_dim %cst_789, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2842 = stablehlo.multiply %2841, %arg177 : tensor<64xf32>
    %2843 = stablehlo.add %2842, %2151 : tensor<64xf32>
    %cst_790 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2844 = stablehlo.broadcast_in_dim %cst_790, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2845 = stablehlo.multiply %2844, %arg178 : tensor<64xf32>
    %2846 = stablehlo.add %2845, %2121 : tensor<64xf32>
    %cst_791 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2847 = stablehlo.broadcast_in_dim %cst_791, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2848 = stablehlo.multiply %2847, %arg179 : tensor<64xf32>
    %2849 = stablehlo.add %2848, %2115 : tensor<64xf32>
    %cst_792 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2850 = stablehlo.broadcast_in_dim %cst_792, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2851 = stablehlo.multiply %2850, %arg180 : tensor<64x64xf32>
    %2852 = stablehlo.add %2851, %2108 : tensor<64x64xf32>
    %cst_793 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2853 = stablehlo.broadcast_in_dim %cst_793, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2854 = stablehlo.multiply %2853, %arg181 : tensor<64xf32>
    %2855 = stablehlo.add %2854, %2106 : tensor<64xf32>
    %cst_794 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2856 = stablehlo.broadcast_in_dim %cst_794, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2857 = stablehlo.multiply %2856, %arg182 : tensor<64xf32>
    %2858 = stablehlo.add %2857, %2076 : tensor<64xf32>
    %cst_795 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2859 = stablehlo.broadcast_in_dim %cst_795, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2860 = stablehlo.multiply %2859, %arg183 : tensor<64xf32>
    %2861 = stablehlo.add %2860, %2070 : tensor<64xf32>
    %cst_796 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2862 = stablehlo.broadcast_in_dim %cst_796, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2863 = stablehlo.multiply %2862, %arg184 : tensor<64x64xf32>
    %2864 = stablehlo.add %2863, %2063 : tensor<64x64xf32>
    %cst_797 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2865 = stablehlo.broadcast_in_dim %cst_797, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2866 = stablehlo.multiply %2865, %arg185 : tensor<64xf32>
    %2867 = stablehlo.add %2866, %2061 : tensor<64xf32>
    %cst_798 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2868 = stablehlo.broadcast_in_dim %cst_798, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2869 = stablehlo.multiply %2868, %arg186 : tensor<64xf32>
    %2870 = stablehlo.add %2869, %2031 : tensor<64xf32>
    %cst_799 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2871 = stablehlo.broadcast_in_dim %cst_799, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2872 = stablehlo.multiply %2871, %arg187 : tensor<64xf32>
    %2873 = stablehlo.add %2872, %2025 : tensor<64xf32>
    %cst_800 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2874 = stablehlo.broadcast_in_dim %cst_800, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2875 = stablehlo.multiply %2874, %arg188 : tensor<64x64xf32>
    %2876 = stablehlo.add %2875, %2018 : tensor<64x64xf32>
    %cst_801 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2877 = stablehlo.broadcast_in_dim %cst_801, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2878 = stablehlo.multiply %2877, %arg189 : tensor<64xf32>
    %2879 = stablehlo.add %2878, %2016 : tensor<64xf32>
    %cst_802 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2880 = stablehlo.broadcast_in_dim %cst_802, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2881 = stablehlo.multiply %2880, %arg190 : tensor<64xf32>
    %2882 = stablehlo.add %2881, %1986 : tensor<64xf32>
    %cst_803 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2883 = stablehlo.broadcast_in_dim %cst_803, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2884 = stablehlo.multiply %2883, %arg191 : tensor<64xf32>
    %2885 = stablehlo.add %2884, %1980 : tensor<64xf32>
    %cst_804 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2886 = stablehlo.broadcast_in_dim %cst_804, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2887 = stablehlo.multiply %2886, %arg192 : tensor<64x64xf32>
    %2888 = stablehlo.add %2887, %1973 : tensor<64x64xf32>
    %cst_805 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2889 = stablehlo.broadcast_in_dim %cst_805, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2890 = stablehlo.multiply %2889, %arg193 : tensor<64xf32>
    %2891 = stablehlo.add %2890, %1971 : tensor<64xf32>
    %cst_806 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2892 = stablehlo.broadcast_in_dim %cst_806, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2893 = stablehlo.multiply %2892, %arg194 : tensor<64xf32>
    %2894 = stablehlo.add %2893, %1941 : tensor<64xf32>
    %cst_807 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2895 = stablehlo.broadcast_in_dim %cst_807, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2896 = stablehlo.multiply %2895, %arg195 : tensor<64xf32>
    %2897 = stablehlo.add %2896, %1935 : tensor<64xf32>
    %cst_808 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2898 = stablehlo.broadcast_in_dim %cst_808, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2899 = stablehlo.multiply %2898, %arg196 : tensor<64x64xf32>
    %2900 = stablehlo.add %2899, %1928 : tensor<64x64xf32>
    %cst_809 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2901 = stablehlo.broadcast_in_dim %cst_809, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2902 = stablehlo.multiply %2901, %arg197 : tensor<64xf32>
    %2903 = stablehlo.add %2902, %1926 : tensor<64xf32>
    %cst_810 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2904 = stablehlo.broadcast_in_dim %cst_810, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2905 = stablehlo.multiply %2904, %arg198 : tensor<64xf32>
    %2906 = stablehlo.add %2905, %1896 : tensor<64xf32>
    %cst_811 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2907 = stablehlo.broadcast_in_dim %cst_811, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2908 = stablehlo.multiply %2907, %arg199 : tensor<64xf32>
    %2909 = stablehlo.add %2908, %1890 : tensor<64xf32>
    %cst_812 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2910 = stablehlo.broadcast_in_dim %cst_812, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2911 = stablehlo.multiply %2910, %arg200 : tensor<64x64xf32>
    %2912 = stablehlo.add %2911, %1883 : tensor<64x64xf32>
    %cst_813 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2913 = stablehlo.broadcast_in_dim %cst_813, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2914 = stablehlo.multiply %2913, %arg201 : tensor<64xf32>
    %2915 = stablehlo.add %2914, %1881 : tensor<64xf32>
    %cst_814 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2916 = stablehlo.broadcast_in_dim %cst_814, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2917 = stablehlo.multiply %2916, %arg202 : tensor<64xf32>
    %2918 = stablehlo.add %2917, %1851 : tensor<64xf32>
    %cst_815 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2919 = stablehlo.broadcast_in_dim %cst_815, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2920 = stablehlo.multiply %2919, %arg203 : tensor<64xf32>
    %2921 = stablehlo.add %2920, %1845 : tensor<64xf32>
    %cst_816 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2922 = stablehlo.broadcast_in_dim %cst_816, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2923 = stablehlo.multiply %2922, %arg204 : tensor<64x64xf32>
    %2924 = stablehlo.add %2923, %1838 : tensor<64x64xf32>
    %cst_817 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2925 = stablehlo.broadcast_in_dim %cst_817, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2926 = stablehlo.multiply %2925, %arg205 : tensor<64xf32>
    %2927 = stablehlo.add %2926, %1836 : tensor<64xf32>
    %cst_818 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2928 = stablehlo.broadcast_in_dim %cst_818, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2929 = stablehlo.multiply %2928, %arg206 : tensor<64xf32>
    %2930 = stablehlo.add %2929, %1806 : tensor<64xf32>
    %cst_819 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2931 = stablehlo.broadcast_in_dim %cst_819, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2932 = stablehlo.multiply %2931, %arg207 : tensor<64xf32>
    %2933 = stablehlo.add %2932, %1800 : tensor<64xf32>
    %cst_820 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2934 = stablehlo.broadcast_in_dim %cst_820, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2935 = stablehlo.multiply %2934, %arg208 : tensor<64x64xf32>
    %2936 = stablehlo.add %2935, %1793 : tensor<64x64xf32>
    %cst_821 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2937 = stablehlo.broadcast_in_dim %cst_821, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2938 = stablehlo.multiply %2937, %arg209 : tensor<64xf32>
    %2939 = stablehlo.add %2938, %1791 : tensor<64xf32>
    %cst_822 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2940 = stablehlo.broadcast_in_dim %cst_822, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2941 = stablehlo.multiply %2940, %arg210 : tensor<64xf32>
    %2942 = stablehlo.add %2941, %1761 : tensor<64xf32>
    %cst_823 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2943 = stablehlo.broadcast_in_dim %cst_823, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2944 = stablehlo.multiply %2943, %arg211 : tensor<64xf32>
    %2945 = stablehlo.add %2944, %1755 : tensor<64xf32>
    %cst_824 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2946 = stablehlo.broadcast_in_dim %cst_824, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2947 = stablehlo.multiply %2946, %arg212 : tensor<64x64xf32>
    %2948 = stablehlo.add %2947, %1748 : tensor<64x64xf32>
    %cst_825 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2949 = stablehlo.broadcast_in_dim %cst_825, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2950 = stablehlo.multiply %2949, %arg213 : tensor<64xf32>
    %2951 = stablehlo.add %2950, %1746 : tensor<64xf32>
    %cst_826 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2952 = stablehlo.broadcast_in_dim %cst_826, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2953 = stablehlo.multiply %2952, %arg214 : tensor<64xf32>
    %2954 = stablehlo.add %2953, %1716 : tensor<64xf32>
    %cst_827 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2955 = stablehlo.broadcast_in_dim %cst_827, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2956 = stablehlo.multiply %2955, %arg215 : tensor<64xf32>
    %2957 = stablehlo.add %2956, %1710 : tensor<64xf32>
    %cst_828 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2958 = stablehlo.broadcast_in_dim %cst_828, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2959 = stablehlo.multiply %2958, %arg216 : tensor<64x64xf32>
    %2960 = stablehlo.add %2959, %1703 : tensor<64x64xf32>
    %cst_829 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2961 = stablehlo.broadcast_in_dim %cst_829, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2962 = stablehlo.multiply %2961, %arg217 : tensor<64xf32>
    %2963 = stablehlo.add %2962, %1701 : tensor<64xf32>
    %cst_830 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2964 = stablehlo.broadcast_in_dim %cst_830, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2965 = stablehlo.multiply %2964, %arg218 : tensor<64xf32>
    %2966 = stablehlo.add %2965, %1671 : tensor<64xf32>
    %cst_831 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2967 = stablehlo.broadcast_in_dim %cst_831, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2968 = stablehlo.multiply %2967, %arg219 : tensor<64xf32>
    %2969 = stablehlo.add %2968, %1665 : tensor<64xf32>
    %cst_832 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2970 = stablehlo.broadcast_in_dim %cst_832, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2971 = stablehlo.multiply %2970, %arg220 : tensor<64x64xf32>
    %2972 = stablehlo.add %2971, %1658 : tensor<64x64xf32>
    %cst_833 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2973 = stablehlo.broadcast_in_dim %cst_833, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2974 = stablehlo.multiply %2973, %arg221 : tensor<64xf32>
    %2975 = stablehlo.add %2974, %1656 : tensor<64xf32>
    %cst_834 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2976 = stablehlo.broadcast_in_dim %cst_834, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2977 = stablehlo.multiply %2976, %arg222 : tensor<64xf32>
    %2978 = stablehlo.add %2977, %1626 : tensor<64xf32>
    %cst_835 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2979 = stablehlo.broadcast_in_dim %cst_835, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2980 = stablehlo.multiply %2979, %arg223 : tensor<64xf32>
    %2981 = stablehlo.add %2980, %1620 : tensor<64xf32>
    %cst_836 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2982 = stablehlo.broadcast_in_dim %cst_836, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2983 = stablehlo.multiply %2982, %arg224 : tensor<64x64xf32>
    %2984 = stablehlo.add %2983, %1613 : tensor<64x64xf32>
    %cst_837 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2985 = stablehlo.broadcast_in_dim %cst_837, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2986 = stablehlo.multiply %2985, %arg225 : tensor<64xf32>
    %2987 = stablehlo.add %2986, %1611 : tensor<64xf32>
    %cst_838 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2988 = stablehlo.broadcast_in_dim %cst_838, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2989 = stablehlo.multiply %2988, %arg226 : tensor<64xf32>
    %2990 = stablehlo.add %2989, %1581 : tensor<64xf32>
    %cst_839 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2991 = stablehlo.broadcast_in_dim %cst_839, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2992 = stablehlo.multiply %2991, %arg227 : tensor<64xf32>
    %2993 = stablehlo.add %2992, %1575 : tensor<64xf32>
    %cst_840 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2994 = stablehlo.broadcast_in_dim %cst_840, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2995 = stablehlo.multiply %2994, %arg228 : tensor<64x64xf32>
    %2996 = stablehlo.add %2995, %1568 : tensor<64x64xf32>
    %cst_841 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2997 = stablehlo.broadcast_in_dim %cst_841, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2998 = stablehlo.multiply %2997, %arg229 : tensor<64xf32>
    %2999 = stablehlo.add %2998, %1566 : tensor<64xf32>
    %cst_842 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3000 = stablehlo.broadcast_in_dim %cst_842, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3001 = stablehlo.multiply %3000, %arg230 : tensor<64xf32>
    %3002 = stablehlo.add %3001, %1536 : tensor<64xf32>
    %cst_843 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3003 = stablehlo.broadcast_in_dim %cst_843, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3004 = stablehlo.multiply %3003, %arg231 : tensor<64xf32>
    %3005 = stablehlo.add %3004, %1530 : tensor<64xf32>
    %cst_844 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3006 = stablehlo.broadcast_in_dim %cst_844, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3007 = stablehlo.multiply %3006, %arg232 : tensor<64x64xf32>
    %3008 = stablehlo.add %3007, %1523 : tensor<64x64xf32>
    %cst_845 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3009 = stablehlo.broadcast_in_dim %cst_845, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3010 = stablehlo.multiply %3009, %arg233 : tensor<64xf32>
    %3011 = stablehlo.add %3010, %1521 : tensor<64xf32>
    %cst_846 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3012 = stablehlo.broadcast_in_dim %cst_846, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3013 = stablehlo.multiply %3012, %arg234 : tensor<64xf32>
    %3014 = stablehlo.add %3013, %1491 : tensor<64xf32>
    %cst_847 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3015 = stablehlo.broadcast_in_dim %cst_847, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3016 = stablehlo.multiply %3015, %arg235 : tensor<64xf32>
    %3017 = stablehlo.add %3016, %1485 : tensor<64xf32>
    %cst_848 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3018 = stablehlo.broadcast_in_dim %cst_848, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3019 = stablehlo.multiply %3018, %arg236 : tensor<64x64xf32>
    %3020 = stablehlo.add %3019, %1478 : tensor<64x64xf32>
    %cst_849 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3021 = stablehlo.broadcast_in_dim %cst_849, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3022 = stablehlo.multiply %3021, %arg237 : tensor<64xf32>
    %3023 = stablehlo.add %3022, %1476 : tensor<64xf32>
    %cst_850 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3024 = stablehlo.broadcast_in_dim %cst_850, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3025 = stablehlo.multiply %3024, %arg238 : tensor<64xf32>
    %3026 = stablehlo.add %3025, %1446 : tensor<64xf32>
    %cst_851 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3027 = stablehlo.broadcast_in_dim %cst_851, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3028 = stablehlo.multiply %3027, %arg239 : tensor<64xf32>
    %3029 = stablehlo.add %3028, %1440 : tensor<64xf32>
    %cst_852 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3030 = stablehlo.broadcast_in_dim %cst_852, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3031 = stablehlo.multiply %3030, %arg240 : tensor<64x64xf32>
    %3032 = stablehlo.add %3031, %1433 : tensor<64x64xf32>
    %cst_853 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3033 = stablehlo.broadcast_in_dim %cst_853, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3034 = stablehlo.multiply %3033, %arg241 : tensor<64xf32>
    %3035 = stablehlo.add %3034, %1431 : tensor<64xf32>
    %cst_854 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3036 = stablehlo.broadcast_in_dim %cst_854, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3037 = stablehlo.multiply %3036, %arg242 : tensor<64xf32>
    %3038 = stablehlo.add %3037, %1401 : tensor<64xf32>
    %cst_855 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3039 = stablehlo.broadcast_in_dim %cst_855, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3040 = stablehlo.multiply %3039, %arg243 : tensor<64xf32>
    %3041 = stablehlo.add %3040, %1395 : tensor<64xf32>
    %cst_856 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3042 = stablehlo.broadcast_in_dim %cst_856, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3043 = stablehlo.multiply %3042, %arg244 : tensor<64x64xf32>
    %3044 = stablehlo.add %3043, %1388 : tensor<64x64xf32>
    %cst_857 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3045 = stablehlo.broadcast_in_dim %cst_857, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3046 = stablehlo.multiply %3045, %arg245 : tensor<64xf32>
    %3047 = stablehlo.add %3046, %1386 : tensor<64xf32>
    %cst_858 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3048 = stablehlo.broadcast_in_dim %cst_858, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3049 = stablehlo.multiply %3048, %arg246 : tensor<64xf32>
    %3050 = stablehlo.add %3049, %1356 : tensor<64xf32>
    %cst_859 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3051 = stablehlo.broadcast_in_dim %cst_859, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3052 = stablehlo.multiply %3051, %arg247 : tensor<64xf32>
    %3053 = stablehlo.add %3052, %1350 : tensor<64xf32>
    %cst_860 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3054 = stablehlo.broadcast_in_dim %cst_860, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3055 = stablehlo.multiply %3054, %arg248 : tensor<64x64xf32>
    %3056 = stablehlo.add %3055, %1343 : tensor<64x64xf32>
    %cst_861 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3057 = stablehlo.broadcast_in_dim %cst_861, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3058 = stablehlo.multiply %3057, %arg249 : tensor<64xf32>
    %3059 = stablehlo.add %3058, %1341 : tensor<64xf32>
    %cst_862 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3060 = stablehlo.broadcast_in_dim %cst_862, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3061 = stablehlo.multiply %3060, %arg250 : tensor<64xf32>
    %3062 = stablehlo.add %3061, %1311 : tensor<64xf32>
    %cst_863 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3063 = stablehlo.broadcast_in_dim %cst_863, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3064 = stablehlo.multiply %3063, %arg251 : tensor<64xf32>
    %3065 = stablehlo.add %3064, %1305 : tensor<64xf32>
    %cst_864 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3066 = stablehlo.broadcast_in_dim %cst_864, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3067 = stablehlo.multiply %3066, %arg252 : tensor<64x64xf32>
    %3068 = stablehlo.add %3067, %1298 : tensor<64x64xf32>
    %cst_865 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3069 = stablehlo.broadcast_in_dim %cst_865, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3070 = stablehlo.multiply %3069, %arg253 : tensor<64xf32>
    %3071 = stablehlo.add %3070, %1296 : tensor<64xf32>
    %cst_866 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3072 = stablehlo.broadcast_in_dim %cst_866, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3073 = stablehlo.multiply %3072, %arg254 : tensor<64xf32>
    %3074 = stablehlo.add %3073, %1266 : tensor<64xf32>
    %cst_867 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3075 = stablehlo.broadcast_in_dim %cst_867, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3076 = stablehlo.multiply %3075, %arg255 : tensor<64xf32>
    %3077 = stablehlo.add %3076, %1260 : tensor<64xf32>
    %cst_868 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3078 = stablehlo.broadcast_in_dim %cst_868, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3079 = stablehlo.multiply %3078, %2696 : tensor<64x64xf32>
    %3080 = stablehlo.subtract %arg0, %3079 : tensor<64x64xf32>
    %cst_869 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3081 = stablehlo.broadcast_in_dim %cst_869, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3082 = stablehlo.multiply %3081, %2699 : tensor<64xf32>
    %3083 = stablehlo.subtract %arg1, %3082 : tensor<64xf32>
    %cst_870 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3084 = stablehlo.broadcast_in_dim %cst_870, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3085 = stablehlo.multiply %3084, %2702 : tensor<64xf32>
    %3086 = stablehlo.subtract %arg2, %3085 : tensor<64xf32>
    %cst_871 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3087 = stablehlo.broadcast_in_dim %cst_871, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3088 = stablehlo.multiply %3087, %2705 : tensor<64xf32>
    %3089 = stablehlo.subtract %arg3, %3088 : tensor<64xf32>
    %cst_872 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3090 = stablehlo.broadcast_in_dim %cst_872, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3091 = stablehlo.multiply %3090, %2708 : tensor<64x64xf32>
    %3092 = stablehlo.subtract %arg4, %3091 : tensor<64x64xf32>
    %cst_873 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3093 = stablehlo.broadcast_in_dim %cst_873, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3094 = stablehlo.multiply %3093, %2711 : tensor<64xf32>
    %3095 = stablehlo.subtract %arg5, %3094 : tensor<64xf32>
    %cst_874 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3096 = stablehlo.broadcast_in_dim %cst_874, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3097 = stablehlo.multiply %3096, %2714 : tensor<64xf32>
    %3098 = stablehlo.subtract %arg6, %3097 : tensor<64xf32>
    %cst_875 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3099 = stablehlo.broadcast_in_dim %cst_875, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3100 = stablehlo.multiply %3099, %2717 : tensor<64xf32>
    %3101 = stablehlo.subtract %arg7, %3100 : tensor<64xf32>
    %cst_876 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3102 = stablehlo.broadcast_in_dim %cst_876, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3103 = stablehlo.multiply %3102, %2720 : tensor<64x64xf32>
    %3104 = stablehlo.subtract %arg8, %3103 : tensor<64x64xf32>
    %cst_877 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3105 = stablehlo.broadcast_in_dim %cst_877, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3106 = stablehlo.multiply %3105, %2723 : tensor<64xf32>
    %3107 = stablehlo.subtract %arg9, %3106 : tensor<64xf32>
    %cst_878 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3108 = stablehlo.broadcast_in_dim %cst_878, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3109 = stablehlo.multiply %3108, %2726 : tensor<64xf32>
    %3110 = stablehlo.subtract %arg10, %3109 : tensor<64xf32>
    %cst_879 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3111 = stablehlo.broadcast_in_dim %cst_879, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3112 = stablehlo.multiply %3111, %2729 : tensor<64xf32>
    %3113 = stablehlo.subtract %arg11, %3112 : tensor<64xf32>
    %cst_880 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3114 = stablehlo.broadcast_in_dim %cst_880, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3115 = stablehlo.multiply %3114, %2732 : tensor<64x64xf32>
    %3116 = stablehlo.subtract %arg12, %3115 : tensor<64x64xf32>
    %cst_881 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3117 = stablehlo.broadcast_in_dim %cst_881, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3118 = stablehlo.multiply %3117, %2735 : tensor<64xf32>
    %3119 = stablehlo.subtract %arg13, %3118 : tensor<64xf32>
    %cst_882 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3120 = stablehlo.broadcast_in_dim %cst_882, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3121 = stablehlo.multiply %3120, %2738 : tensor<64xf32>
    %3122 = stablehlo.subtract %arg14, %3121 : tensor<64xf32>
    %cst_883 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3123 = stablehlo.broadcast_in_dim %cst_883, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3124 = stablehlo.multiply %3123, %2741 : tensor<64xf32>
    %3125 = stablehlo.subtract %arg15, %3124 : tensor<64xf32>
    %cst_884 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3126 = stablehlo.broadcast_in_dim %cst_884, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3127 = stablehlo.multiply %3126, %2744 : tensor<64x64xf32>
    %3128 = stablehlo.subtract %arg16, %3127 : tensor<64x64xf32>
    %cst_885 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3129 = stablehlo.broadcast_in_dim %cst_885, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3130 = stablehlo.multiply %3129, %2747 : tensor<64xf32>
    %3131 = stablehlo.subtract %arg17, %3130 : tensor<64xf32>
    %cst_886 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3132 = stablehlo.broadcast_in_dim %cst_886, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3133 = stablehlo.multiply %3132, %2750 : tensor<64xf32>
    %3134 = stablehlo.subtract %arg18, %3133 : tensor<64xf32>
    %cst_887 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3135 = stablehlo.broadcast_in_dim %cst_887, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3136 = stablehlo.multiply %3135, %2753 : tensor<64xf32>
    %3137 = stablehlo.subtract %arg19, %3136 : tensor<64xf32>
    %cst_888 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3138 = stablehlo.broadcast_in_dim %cst_888, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3139 = stablehlo.multiply %3138, %2756 : tensor<64x64xf32>
    %3140 = stablehlo.subtract %arg20, %3139 : tensor<64x64xf32>
    %cst_889 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3141 = stablehlo.broadcast_in_dim %cst_889, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3142 = stablehlo.multiply %3141, %2759 : tensor<64xf32>
    %3143 = stablehlo.subtract %arg21, %3142 : tensor<64xf32>
    %cst_890 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3144 = stablehlo.broadcast_in_dim %cst_890, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3145 = stablehlo.multiply %3144, %2762 : tensor<64xf32>
    %3146 = stablehlo.subtract %arg22, %3145 : tensor<64xf32>
    %cst_891 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3147 = stablehlo.broadcast_in_dim %cst_891, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3148 = stablehlo.multiply %3147, %2765 : tensor<64xf32>
    %3149 = stablehlo.subtract %arg23, %3148 : tensor<64xf32>
    %cst_892 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3150 = stablehlo.broadcast_in_dim %cst_892, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3151 = stablehlo.multiply %3150, %2768 : tensor<64x64xf32>
    %3152 = stablehlo.subtract %arg24, %3151 : tensor<64x64xf32>
    %cst_893 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3153 = stablehlo.broadcast_in_dim %cst_893, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3154 = stablehlo.multiply %3153, %2771 : tensor<64xf32>
    %3155 = stablehlo.subtract %arg25, %3154 : tensor<64xf32>
    %cst_894 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3156 = stablehlo.broadcast_in_dim %cst_894, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3157 = stablehlo.multiply %3156, %2774 : tensor<64xf32>
    %3158 = stablehlo.subtract %arg26, %3157 : tensor<64xf32>
    %cst_895 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3159 = stablehlo.broadcast_in_dim %cst_895, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3160 = stablehlo.multiply %3159, %2777 : tensor<64xf32>
    %3161 = stablehlo.subtract %arg27, %3160 : tensor<64xf32>
    %cst_896 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3162 = stablehlo.broadcast_in_dim %cst_896, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3163 = stablehlo.multiply %3162, %2780 : tensor<64x64xf32>
    %3164 = stablehlo.subtract %arg28, %3163 : tensor<64x64xf32>
    %cst_897 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3165 = stablehlo.broadcast_in_dim %cst_897, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3166 = stablehlo.multiply %3165, %2783 : tensor<64xf32>
    %3167 = stablehlo.subtract %arg29, %3166 : tensor<64xf32>
    %cst_898 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3168 = stablehlo.broadcast_in_dim %cst_898, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3169 = stablehlo.multiply %3168, %2786 : tensor<64xf32>
    %3170 = stablehlo.subtract %arg30, %3169 : tensor<64xf32>
    %cst_899 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3171 = stablehlo.broadcast_in_dim %cst_899, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3172 = stablehlo.multiply %3171, %2789 : tensor<64xf32>
    %3173 = stablehlo.subtract %arg31, %3172 : tensor<64xf32>
    %cst_900 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3174 = stablehlo.broadcast_in_dim %cst_900, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3175 = stablehlo.multiply %3174, %2792 : tensor<64x64xf32>
    %3176 = stablehlo.subtract %arg32, %3175 : tensor<64x64xf32>
    %cst_901 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3177 = stablehlo.broadcast_in_dim %cst_901, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3178 = stablehlo.multiply %3177, %2795 : tensor<64xf32>
    %3179 = stablehlo.subtract %arg33, %3178 : tensor<64xf32>
    %cst_902 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3180 = stablehlo.broadcast_in_dim %cst_902, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3181 = stablehlo.multiply %3180, %2798 : tensor<64xf32>
    %3182 = stablehlo.subtract %arg34, %3181 : tensor<64xf32>
    %cst_903 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3183 = stablehlo.broadcast_in_dim %cst_903, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3184 = stablehlo.multiply %3183, %2801 : tensor<64xf32>
    %3185 = stablehlo.subtract %arg35, %3184 : tensor<64xf32>
    %cst_904 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3186 = stablehlo.broadcast_in_dim %cst_904, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3187 = stablehlo.multiply %3186, %2804 : tensor<64x64xf32>
    %3188 = stablehlo.subtract %arg36, %3187 : tensor<64x64xf32>
    %cst_905 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3189 = stablehlo.broadcast_in_dim %cst_905, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3190 = stablehlo.multiply %3189, %2807 : tensor<64xf32>
    %3191 = stablehlo.subtract %arg37, %3190 : tensor<64xf32>
    %cst_906 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3192 = stablehlo.broadcast_in_dim %cst_906, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3193 = stablehlo.multiply %3192, %2810 : tensor<64xf32>
    %3194 = stablehlo.subtract %arg38, %3193 : tensor<64xf32>
    %cst_907 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3195 = stablehlo.broadcast_in_dim %cst_907, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3196 = stablehlo.multiply %3195, %2813 : tensor<64xf32>
    %3197 = stablehlo.subtract %arg39, %3196 : tensor<64xf32>
    %cst_908 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3198 = stablehlo.broadcast_in_dim %cst_908, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3199 = stablehlo.multiply %3198, %2816 : tensor<64x64xf32>
    %3200 = stablehlo.subtract %arg40, %3199 : tensor<64x64xf32>
    %cst_909 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3201 = stablehlo.broadcast_in_dim %cst_909, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3202 = stablehlo.multiply %3201, %2819 : tensor<64xf32>
    %3203 = stablehlo.subtract %arg41, %3202 : tensor<64xf32>
    %cst_910 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3204 = stablehlo.broadcast_in_dim %cst_910, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3205 = stablehlo.multiply %3204, %2822 : tensor<64xf32>
    %3206 = stablehlo.subtract %arg42, %3205 : tensor<64xf32>
    %cst_911 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3207 = stablehlo.broadcast_in_dim %cst_911, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3208 = stablehlo.multiply %3207, %2825 : tensor<64xf32>
    %3209 = stablehlo.subtract %arg43, %3208 : tensor<64xf32>
    %cst_912 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3210 = stablehlo.broadcast_in_dim %cst_912, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3211 = stablehlo.multiply %3210, %2828 : tensor<64x64xf32>
    %3212 = stablehlo.subtract %arg44, %3211 : tensor<64x64xf32>
    %cst_913 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3213 = stablehlo.broadcast_in_dim %cst_913, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3214 = stablehlo.multiply %3213, %2831 : tensor<64xf32>
    %3215 = stablehlo.subtract %arg45, %3214 : tensor<64xf32>
    %cst_914 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3216 = stablehlo.broadcast_in_dim %cst_914, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3217 = stablehlo.multiply %3216, %2834 : tensor<64xf32>
    %3218 = stablehlo.subtract %arg46, %3217 : tensor<64xf32>
    %cst_915 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3219 = stablehlo.broadcast_in_dim %cst_915, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3220 = stablehlo.multiply %3219, %2837 : tensor<64xf32>
    %3221 = stablehlo.subtract %arg47, %3220 : tensor<64xf32>
    %cst_916 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3222 = stablehlo.broadcast_in_dim %cst_916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3223 = stablehlo.multiply %3222, %2840 : tensor<64x64xf32>
    %3224 = stablehlo.subtract %arg48, %3223 : tensor<64x64xf32>
    %cst_917 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3225 = stablehlo.broadcast_in_dim %cst_917, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3226 = stablehlo.multiply %3225, %2843 : tensor<64xf32>
    %3227 = stablehlo.subtract %arg49, %3226 : tensor<64xf32>
    %cst_918 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3228 = stablehlo.broadcast_in_dim %cst_918, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3229 = stablehlo.multiply %3228, %2846 : tensor<64xf32>
    %3230 = stablehlo.subtract %arg50, %3229 : tensor<64xf32>
    %cst_919 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3231 = stablehlo.broadcast_in_dim %cst_919, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3232 = stablehlo.multiply %3231, %2849 : tensor<64xf32>
    %3233 = stablehlo.subtract %arg51, %3232 : tensor<64xf32>
    %cst_920 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3234 = stablehlo.broadcast_in_dim %cst_920, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3235 = stablehlo.multiply %3234, %2852 : tensor<64x64xf32>
    %3236 = stablehlo.subtract %arg52, %3235 : tensor<64x64xf32>
    %cst_921 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3237 = stablehlo.broadcast_in_dim %cst_921, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3238 = stablehlo.multiply %3237, %2855 : tensor<64xf32>
    %3239 = stablehlo.subtract %arg53, %3238 : tensor<64xf32>
    %cst_922 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3240 = stablehlo.broadcast_in_dim %cst_922, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3241 = stablehlo.multiply %3240, %2858 : tensor<64xf32>
    %3242 = stablehlo.subtract %arg54, %3241 : tensor<64xf32>
    %cst_923 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3243 = stablehlo.broadcast_in_dim %cst_923, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3244 = stablehlo.multiply %3243, %2861 : tensor<64xf32>
    %3245 = stablehlo.subtract %arg55, %3244 : tensor<64xf32>
    %cst_924 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3246 = stablehlo.broadcast_in_dim %cst_924, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3247 = stablehlo.multiply %3246, %2864 : tensor<64x64xf32>
    %3248 = stablehlo.subtract %arg56, %3247 : tensor<64x64xf32>
    %cst_925 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3249 = stablehlo.broadcast_in_dim %cst_925, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3250 = stablehlo.multiply %3249, %2867 : tensor<64xf32>
    %3251 = stablehlo.subtract %arg57, %3250 : tensor<64xf32>
    %cst_926 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3252 = stablehlo.broadcast_in_dim %cst_926, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3253 = stablehlo.multiply %3252, %2870 : tensor<64xf32>
    %3254 = stablehlo.subtract %arg58, %3253 : tensor<64xf32>
    %cst_927 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3255 = stablehlo.broadcast_in_dim %cst_927, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3256 = stablehlo.multiply %3255, %2873 : tensor<64xf32>
    %3257 = stablehlo.subtract %arg59, %3256 : tensor<64xf32>
    %cst_928 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3258 = stablehlo.broadcast_in_dim %cst_928, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3259 = stablehlo.multiply %3258, %2876 : tensor<64x64xf32>
    %3260 = stablehlo.subtract %arg60, %3259 : tensor<64x64xf32>
    %cst_929 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3261 = stablehlo.broadcast_in_dim %cst_929, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3262 = stablehlo.multiply %3261, %2879 : tensor<64xf32>
    %3263 = stablehlo.subtract %arg61, %3262 : tensor<64xf32>
    %cst_930 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3264 = stablehlo.broadcast_in_dim %cst_930, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3265 = stablehlo.multiply %3264, %2882 : tensor<64xf32>
    %3266 = stablehlo.subtract %arg62, %3265 : tensor<64xf32>
    %cst_931 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3267 = stablehlo.broadcast_in_dim %cst_931, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3268 = stablehlo.multiply %3267, %2885 : tensor<64xf32>
    %3269 = stablehlo.subtract %arg63, %3268 : tensor<64xf32>
    %cst_932 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3270 = stablehlo.broadcast_in_dim %cst_932, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3271 = stablehlo.multiply %3270, %2888 : tensor<64x64xf32>
    %3272 = stablehlo.subtract %arg64, %3271 : tensor<64x64xf32>
    %cst_933 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3273 = stablehlo.broadcast_in_dim %cst_933, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3274 = stablehlo.multiply %3273, %2891 : tensor<64xf32>
    %3275 = stablehlo.subtract %arg65, %3274 : tensor<64xf32>
    %cst_934 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3276 = stablehlo.broadcast_in_dim %cst_934, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3277 = stablehlo.multiply %3276, %2894 : tensor<64xf32>
    %3278 = stablehlo.subtract %arg66, %3277 : tensor<64xf32>
    %cst_935 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3279 = stablehlo.broadcast_in_dim %cst_935, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3280 = stablehlo.multiply %3279, %2897 : tensor<64xf32>
    %3281 = stablehlo.subtract %arg67, %3280 : tensor<64xf32>
    %cst_936 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3282 = stablehlo.broadcast_in_dim %cst_936, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3283 = stablehlo.multiply %3282, %2900 : tensor<64x64xf32>
    %3284 = stablehlo.subtract %arg68, %3283 : tensor<64x64xf32>
    %cst_937 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3285 = stablehlo.broadcast_in_dim %cst_937, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3286 = stablehlo.multiply %3285, %2903 : tensor<64xf32>
    %3287 = stablehlo.subtract %arg69, %3286 : tensor<64xf32>
    %cst_938 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3288 = stablehlo.broadcast_in_dim %cst_938, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3289 = stablehlo.multiply %3288, %2906 : tensor<64xf32>
    %3290 = stablehlo.subtract %arg70, %3289 : tensor<64xf32>
    %cst_939 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3291 = stablehlo.broadcast_in_dim %cst_939, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3292 = stablehlo.multiply %3291, %2909 : tensor<64xf32>
    %3293 = stablehlo.subtract %arg71, %3292 : tensor<64xf32>
    %cst_940 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3294 = stablehlo.broadcast_in_dim %cst_940, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3295 = stablehlo.multiply %3294, %2912 : tensor<64x64xf32>
    %3296 = stablehlo.subtract %arg72, %3295 : tensor<64x64xf32>
    %cst_941 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3297 = stablehlo.broadcast_in_dim %cst_941, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3298 = stablehlo.multiply %3297, %2915 : tensor<64xf32>
    %3299 = stablehlo.subtract %arg73, %3298 : tensor<64xf32>
    %cst_942 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3300 = stablehlo.broadcast_in_dim %cst_942, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3301 = stablehlo.multiply %3300, %2918 : tensor<64xf32>
    %3302 = stablehlo.subtract %arg74, %3301 : tensor<64xf32>
    %cst_943 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3303 = stablehlo.broadcast_in_dim %cst_943, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3304 = stablehlo.multiply %3303, %2921 : tensor<64xf32>
    %3305 = stablehlo.subtract %arg75, %3304 : tensor<64xf32>
    %cst_944 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3306 = stablehlo.broadcast_in_dim %cst_944, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3307 = stablehlo.multiply %3306, %2924 : tensor<64x64xf32>
    %3308 = stablehlo.subtract %arg76, %3307 : tensor<64x64xf32>
    %cst_945 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3309 = stablehlo.broadcast_in_dim %cst_945, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3310 = stablehlo.multiply %3309, %2927 : tensor<64xf32>
    %3311 = stablehlo.subtract %arg77, %3310 : tensor<64xf32>
    %cst_946 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3312 = stablehlo.broadcast_in_dim %cst_946, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3313 = stablehlo.multiply %3312, %2930 : tensor<64xf32>
    %3314 = stablehlo.subtract %arg78, %3313 : tensor<64xf32>
    %cst_947 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3315 = stablehlo.broadcast_in_dim %cst_947, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3316 = stablehlo.multiply %3315, %2933 : tensor<64xf32>
    %3317 = stablehlo.subtract %arg79, %3316 : tensor<64xf32>
    %cst_948 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3318 = stablehlo.broadcast_in_dim %cst_948, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3319 = stablehlo.multiply %3318, %2936 : tensor<64x64xf32>
    %3320 = stablehlo.subtract %arg80, %3319 : tensor<64x64xf32>
    %cst_949 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3321 = stablehlo.broadcast_in_dim %cst_949, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3322 = stablehlo.multiply %3321, %2939 : tensor<64xf32>
    %3323 = stablehlo.subtract %arg81, %3322 : tensor<64xf32>
    %cst_950 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3324 = stablehlo.broadcast_in_dim %cst_950, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3325 = stablehlo.multiply %3324, %2942 : tensor<64xf32>
    %3326 = stablehlo.subtract %arg82, %3325 : tensor<64xf32>
    %cst_951 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3327 = stablehlo.broadcast_in_dim %cst_951, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3328 = stablehlo.multiply %3327, %2945 : tensor<64xf32>
    %3329 = stablehlo.subtract %arg83, %3328 : tensor<64xf32>
    %cst_952 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3330 = stablehlo.broadcast_in_dim %cst_952, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3331 = stablehlo.multiply %3330, %2948 : tensor<64x64xf32>
    %3332 = stablehlo.subtract %arg84, %3331 : tensor<64x64xf32>
    %cst_953 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3333 = stablehlo.broadcast_in_dim %cst_953, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3334 = stablehlo.multiply %3333, %2951 : tensor<64xf32>
    %3335 = stablehlo.subtract %arg85, %3334 : tensor<64xf32>
    %cst_954 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3336 = stablehlo.broadcast_in_dim %cst_954, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3337 = stablehlo.multiply %3336, %2954 : tensor<64xf32>
    %3338 = stablehlo.subtract %arg86, %3337 : tensor<64xf32>
    %cst_955 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3339 = stablehlo.broadcast_in_dim %cst_955, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3340 = stablehlo.multiply %3339, %2957 : tensor<64xf32>
    %3341 = stablehlo.subtract %arg87, %3340 : tensor<64xf32>
    %cst_956 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3342 = stablehlo.broadcast_in_dim %cst_956, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3343 = stablehlo.multiply %3342, %2960 : tensor<64x64xf32>
    %3344 = stablehlo.subtract %arg88, %3343 : tensor<64x64xf32>
    %cst_957 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3345 = stablehlo.broadcast_in_dim %cst_957, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3346 = stablehlo.multiply %3345, %2963 : tensor<64xf32>
    %3347 = stablehlo.subtract %arg89, %3346 : tensor<64xf32>
    %cst_958 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3348 = stablehlo.broadcast_in_dim %cst_958, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3349 = stablehlo.multiply %3348, %2966 : tensor<64xf32>
    %3350 = stablehlo.subtract %arg90, %3349 : tensor<64xf32>
    %cst_959 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3351 = stablehlo.broadcast_in_dim %cst_959, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3352 = stablehlo.multiply %3351, %2969 : tensor<64xf32>
    %3353 = stablehlo.subtract %arg91, %3352 : tensor<64xf32>
    %cst_960 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3354 = stablehlo.broadcast_in_dim %cst_960, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3355 = stablehlo.multiply %3354, %2972 : tensor<64x64xf32>
    %3356 = stablehlo.subtract %arg92, %3355 : tensor<64x64xf32>
    %cst_961 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3357 = stablehlo.broadcast_in_dim %cst_961, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3358 = stablehlo.multiply %3357, %2975 : tensor<64xf32>
    %3359 = stablehlo.subtract %arg93, %3358 : tensor<64xf32>
    %cst_962 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3360 = stablehlo.broadcast_in_dim %cst_962, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3361 = stablehlo.multiply %3360, %2978 : tensor<64xf32>
    %3362 = stablehlo.subtract %arg94, %3361 : tensor<64xf32>
    %cst_963 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3363 = stablehlo.broadcast_in_dim %cst_963, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3364 = stablehlo.multiply %3363, %2981 : tensor<64xf32>
    %3365 = stablehlo.subtract %arg95, %3364 : tensor<64xf32>
    %cst_964 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3366 = stablehlo.broadcast_in_dim %cst_964, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3367 = stablehlo.multiply %3366, %2984 : tensor<64x64xf32>
    %3368 = stablehlo.subtract %arg96, %3367 : tensor<64x64xf32>
    %cst_965 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3369 = stablehlo.broadcast_in_dim %cst_965, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3370 = stablehlo.multiply %3369, %2987 : tensor<64xf32>
    %3371 = stablehlo.subtract %arg97, %3370 : tensor<64xf32>
    %cst_966 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3372 = stablehlo.broadcast_in_dim %cst_966, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3373 = stablehlo.multiply %3372, %2990 : tensor<64xf32>
    %3374 = stablehlo.subtract %arg98, %3373 : tensor<64xf32>
    %cst_967 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3375 = stablehlo.broadcast_in_dim %cst_967, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3376 = stablehlo.multiply %3375, %2993 : tensor<64xf32>
    %3377 = stablehlo.subtract %arg99, %3376 : tensor<64xf32>
    %cst_968 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3378 = stablehlo.broadcast_in_dim %cst_968, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3379 = stablehlo.multiply %3378, %2996 : tensor<64x64xf32>
    %3380 = stablehlo.subtract %arg100, %3379 : tensor<64x64xf32>
    %cst_969 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3381 = stablehlo.broadcast_in_dim %cst_969, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3382 = stablehlo.multiply %3381, %2999 : tensor<64xf32>
    %3383 = stablehlo.subtract %arg101, %3382 : tensor<64xf32>
    %cst_970 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3384 = stablehlo.broadcast_in_dim %cst_970, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3385 = stablehlo.multiply %3384, %3002 : tensor<64xf32>
    %3386 = stablehlo.subtract %arg102, %3385 : tensor<64xf32>
    %cst_971 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3387 = stablehlo.broadcast_in_dim %cst_971, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3388 = stablehlo.multiply %3387, %3005 : tensor<64xf32>
    %3389 = stablehlo.subtract %arg103, %3388 : tensor<64xf32>
    %cst_972 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3390 = stablehlo.broadcast_in_dim %cst_972, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3391 = stablehlo.multiply %3390, %3008 : tensor<64x64xf32>
    %3392 = stablehlo.subtract %arg104, %3391 : tensor<64x64xf32>
    %cst_973 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3393 = stablehlo.broadcast_in_dim %cst_973, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3394 = stablehlo.multiply %3393, %3011 : tensor<64xf32>
    %3395 = stablehlo.subtract %arg105, %3394 : tensor<64xf32>
    %cst_974 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3396 = stablehlo.broadcast_in_dim %cst_974, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3397 = stablehlo.multiply %3396, %3014 : tensor<64xf32>
    %3398 = stablehlo.subtract %arg106, %3397 : tensor<64xf32>
    %cst_975 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3399 = stablehlo.broadcast_in_dim %cst_975, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3400 = stablehlo.multiply %3399, %3017 : tensor<64xf32>
    %3401 = stablehlo.subtract %arg107, %3400 : tensor<64xf32>
    %cst_976 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3402 = stablehlo.broadcast_in_dim %cst_976, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3403 = stablehlo.multiply %3402, %3020 : tensor<64x64xf32>
    %3404 = stablehlo.subtract %arg108, %3403 : tensor<64x64xf32>
    %cst_977 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3405 = stablehlo.broadcast_in_dim %cst_977, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3406 = stablehlo.multiply %3405, %3023 : tensor<64xf32>
    %3407 = stablehlo.subtract %arg109, %3406 : tensor<64xf32>
    %cst_978 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3408 = stablehlo.broadcast_in_dim %cst_978, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3409 = stablehlo.multiply %3408, %3026 : tensor<64xf32>
    %3410 = stablehlo.subtract %arg110, %3409 : tensor<64xf32>
    %cst_979 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3411 = stablehlo.broadcast_in_dim %cst_979, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3412 = stablehlo.multiply %3411, %3029 : tensor<64xf32>
    %3413 = stablehlo.subtract %arg111, %3412 : tensor<64xf32>
    %cst_980 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3414 = stablehlo.broadcast_in_dim %cst_980, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3415 = stablehlo.multiply %3414, %3032 : tensor<64x64xf32>
    %3416 = stablehlo.subtract %arg112, %3415 : tensor<64x64xf32>
    %cst_981 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3417 = stablehlo.broadcast_in_dim %cst_981, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3418 = stablehlo.multiply %3417, %3035 : tensor<64xf32>
    %3419 = stablehlo.subtract %arg113, %3418 : tensor<64xf32>
    %cst_982 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3420 = stablehlo.broadcast_in_dim %cst_982, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3421 = stablehlo.multiply %3420, %3038 : tensor<64xf32>
    %3422 = stablehlo.subtract %arg114, %3421 : tensor<64xf32>
    %cst_983 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3423 = stablehlo.broadcast_in_dim %cst_983, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3424 = stablehlo.multiply %3423, %3041 : tensor<64xf32>
    %3425 = stablehlo.subtract %arg115, %3424 : tensor<64xf32>
    %cst_984 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3426 = stablehlo.broadcast_in_dim %cst_984, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3427 = stablehlo.multiply %3426, %3044 : tensor<64x64xf32>
    %3428 = stablehlo.subtract %arg116, %3427 : tensor<64x64xf32>
    %cst_985 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3429 = stablehlo.broadcast_in_dim %cst_985, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3430 = stablehlo.multiply %3429, %3047 : tensor<64xf32>
    %3431 = stablehlo.subtract %arg117, %3430 : tensor<64xf32>
    %cst_986 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3432 = stablehlo.broadcast_in_dim %cst_986, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3433 = stablehlo.multiply %3432, %3050 : tensor<64xf32>
    %3434 = stablehlo.subtract %arg118, %3433 : tensor<64xf32>
    %cst_987 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3435 = stablehlo.broadcast_in_dim %cst_987, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3436 = stablehlo.multiply %3435, %3053 : tensor<64xf32>
    %3437 = stablehlo.subtract %arg119, %3436 : tensor<64xf32>
    %cst_988 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3438 = stablehlo.broadcast_in_dim %cst_988, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3439 = stablehlo.multiply %3438, %3056 : tensor<64x64xf32>
    %3440 = stablehlo.subtract %arg120, %3439 : tensor<64x64xf32>
    %cst_989 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3441 = stablehlo.broadcast_in_dim %cst_989, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3442 = stablehlo.multiply %3441, %3059 : tensor<64xf32>
    %3443 = stablehlo.subtract %arg121, %3442 : tensor<64xf32>
    %cst_990 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3444 = stablehlo.broadcast_in_dim %cst_990, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3445 = stablehlo.multiply %3444, %3062 : tensor<64xf32>
    %3446 = stablehlo.subtract %arg122, %3445 : tensor<64xf32>
    %cst_991 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3447 = stablehlo.broadcast_in_dim %cst_991, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3448 = stablehlo.multiply %3447, %3065 : tensor<64xf32>
    %3449 = stablehlo.subtract %arg123, %3448 : tensor<64xf32>
    %cst_992 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3450 = stablehlo.broadcast_in_dim %cst_992, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3451 = stablehlo.multiply %3450, %3068 : tensor<64x64xf32>
    %3452 = stablehlo.subtract %arg124, %3451 : tensor<64x64xf32>
    %cst_993 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3453 = stablehlo.broadcast_in_dim %cst_993, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3454 = stablehlo.multiply %3453, %3071 : tensor<64xf32>
    %3455 = stablehlo.subtract %arg125, %3454 : tensor<64xf32>
    %cst_994 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3456 = stablehlo.broadcast_in_dim %cst_994, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3457 = stablehlo.multiply %3456, %3074 : tensor<64xf32>
    %3458 = stablehlo.subtract %arg126, %3457 : tensor<64xf32>
    %cst_995 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3459 = stablehlo.broadcast_in_dim %cst_995, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3460 = stablehlo.multiply %3459, %3077 : tensor<64xf32>
    %3461 = stablehlo.subtract %arg127, %3460 : tensor<64xf32>
    return %3080, %3083, %3086, %3089, %3092, %3095, %3098, %3101, %3104, %3107, %3110, %3113, %3116, %3119, %3122, %3125, %3128, %3131, %3134, %3137, %3140, %3143, %3146, %3149, %3152, %3155, %3158, %3161, %3164, %3167, %3170, %3173, %3176, %3179, %3182, %3185, %3188, %3191, %3194, %3197, %3200, %3203, %3206, %3209, %3212, %3215, %3218, %3221, %3224, %3227, %3230, %3233, %3236, %3239, %3242, %3245, %3248, %3251, %3254, %3257, %3260, %3263, %3266, %3269, %3272, %3275, %3278, %3281, %3284, %3287, %3290, %3293, %3296, %3299, %3302, %3305, %3308, %3311, %3314, %3317, %3320, %3323, %3326, %3329, %3332, %3335, %3338, %3341, %3344, %3347, %3350, %3353, %3356, %3359, %3362, %3365, %3368, %3371, %3374, %3377, %3380, %3383, %3386, %3389, %3392, %3395, %3398, %3401, %3404, %3407, %3410, %3413, %3416, %3419, %3422, %3425, %3428, %3431, %3434, %3437, %3440, %3443, %3446, %3449, %3452, %3455, %3458, %3461, %2696, %2699, %2702, %2705, %2708, %2711, %2714, %2717, %2720, %2723, %2726, %2729, %2732, %2735, %2738, %2741, %2744, %2747, %2750, %2753, %2756, %2759, %2762, %2765, %2768, %2771, %2774, %2777, %2780, %2783, %2786, %2789, %2792, %2795, %2798, %2801, %2804, %2807, %2810, %2813, %2816, %2819, %2822, %2825, %2828, %2831, %2834, %2837, %2840, %2843, %2846, %2849, %2852, %2855, %2858, %2861, %2864, %2867, %2870, %2873, %2876, %2879, %2882, %2885, %2888, %2891, %2894, %2897, %2900, %2903, %2906, %2909, %2912, %2915, %2918, %2921, %2924, %2927, %2930, %2933, %2936, %2939, %2942, %2945, %2948, %2951, %2954, %2957, %2960, %2963, %2966, %2969, %2972, %2975, %2978, %2981, %2984, %2987, %2990, %2993, %2996, %2999, %3002, %3005, %3008, %3011, %3014, %3017, %3020, %3023, %3026, %3029, %3032, %3035, %3038, %3041, %3044, %3047, %3050, %3053, %3056, %3059, %3062, %3065, %3068, %3071, %3074, %3077, %1252 : tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
}
